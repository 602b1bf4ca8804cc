import { describe, expect, it } from 'vitest';
import { sourcesOf } from '../../src/declaration/declaredArea';
import { groupsContaining, isGroup, isWithin, keptScreens, screensOf, withScreen, withScreens, type MenuGroup, type MenuNode } from '../../src/declaration/menu';
import { loadAllSources, loadDeclarations, registry, screens } from '../../src/screens/registry';
import { SPEC_ROUTES } from '../support/spec';

/** The group paths (titles, outermost first) under which each route sits in the spec's table. */
const SPEC_GROUPS: Record<string, string[]> = {
  '/dashboard': [],
  '/marketing/adquisicion/': ['Marketing', 'Adquisición'],
  '/marketing/comportamiento/': ['Marketing', 'Comportamiento'],
  '/marketing/gestion/': ['Marketing', 'Gestión'],
  '/contabilidad/ventas/': ['Contabilidad', 'Ventas'],
  '/contabilidad/facturas': ['Contabilidad'],
  '/contabilidad/cajas': ['Contabilidad'],
  '/contabilidad/pagos/': ['Contabilidad', 'Pagos'],
  '/administracion/horarios/': ['Administración', 'Horarios'],
  '/administracion/': ['Administración'],
  '/personal/': ['Personal'],
  '/clientes/': ['Clientes'],
};

function expectedGroups(route: string): string[] {
  const prefix = Object.keys(SPEC_GROUPS).find((key) => route === key || (key.endsWith('/') && route.startsWith(key)));
  if (prefix === undefined) throw new Error(`No group in the spec for ${route}`);
  return SPEC_GROUPS[prefix];
}

function findGroup(nodes: readonly MenuNode[], title: string): MenuGroup | undefined {
  return nodes.find((node): node is MenuGroup => isGroup(node) && node.title === title);
}

/** The console's own pages, which the spec's table does not list (issue 42). */
const CONSOLE_PAGES = ['/administracion/pantallas-configuradas'];
const routes = screens.map((screen) => screen.path).filter((route) => !CONSOLE_PAGES.includes(route));

describe('the registry against spec 01 §2', () => {
  it('lists the 37 routes of the side-menu table', () => {
    expect(SPEC_ROUTES).toHaveLength(37);
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });

  it('covers exactly the routes of the side-menu table', () => {
    expect([...routes].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('keeps the order of the table', () => {
    expect(routes).toEqual(SPEC_ROUTES);
  });

  it("adds to them the console's own pages only, each for those its access lets in", () => {
    expect(screens.filter((screen) => !SPEC_ROUTES.includes(screen.path)).map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/administracion/pantallas-configuradas', access: 'configure' },
    ]);
  });

  it('has no duplicate route', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has routes that start with / and no trailing slash', () => {
    for (const route of routes) {
      expect(route.startsWith('/')).toBe(true);
      expect(route.endsWith('/')).toBe(false);
    }
  });

  it('places every screen under the groups the table names', () => {
    for (const route of SPEC_ROUTES) {
      expect(groupsContaining(registry, route), route).toEqual(expectedGroups(route));
    }
  });

  it('gives every screen and group a title and an icon', () => {
    const visit = (nodes: readonly MenuNode[]) => {
      for (const node of nodes) {
        expect(node.title.trim()).not.toBe('');
        expect(node.icon).toBeTruthy();
        if (isGroup(node)) {
          expect(node.children.length).toBeGreaterThan(0);
          visit(node.children);
        }
      }
    };
    visit(registry);
  });
});

describe('menu levels', () => {
  it('has three levels: Marketing > Adquisición > captacion-mes', () => {
    const marketing = findGroup(registry, 'Marketing');
    expect(marketing).toBeDefined();
    const adquisicion = findGroup(marketing?.children ?? [], 'Adquisición');
    expect(adquisicion).toBeDefined();
    const paths = screensOf(adquisicion?.children ?? []).map((screen) => screen.path);
    expect(paths).toContain('/marketing/adquisicion/captacion-mes');
    expect(adquisicion?.children.every((child) => !isGroup(child))).toBe(true);
  });

  it('has Home as a top-level screen', () => {
    const home = registry[0];
    expect(isGroup(home)).toBe(false);
    expect(!isGroup(home) && home.path).toBe('/dashboard');
    expect(home.title).toBe('Home');
  });

  it('has the top-level groups of the spec, in order', () => {
    expect(registry.filter(isGroup).map((group) => group.title)).toEqual([
      'Marketing',
      'Contabilidad',
      'Administración',
      'Personal',
      'Clientes',
    ]);
  });
});

describe('groupsContaining', () => {
  it('gives the groups of a nested screen, outermost first', () => {
    expect(groupsContaining(registry, '/administracion/horarios/clases')).toEqual(['Administración', 'Horarios']);
    expect(groupsContaining(registry, '/marketing/adquisicion/captacion-mes')).toEqual(['Marketing', 'Adquisición']);
  });

  it('gives the one group of a second-level screen', () => {
    expect(groupsContaining(registry, '/administracion/asignaturas')).toEqual(['Administración']);
    expect(groupsContaining(registry, '/contabilidad/facturas')).toEqual(['Contabilidad']);
  });

  it('covers the sub-routes of a screen (a create or edit dialog)', () => {
    expect(groupsContaining(registry, '/administracion/asignaturas/create')).toEqual(['Administración']);
    expect(groupsContaining(registry, '/administracion/horarios/clases/12')).toEqual(['Administración', 'Horarios']);
  });

  it('gives no group for a top-level screen or an unknown path', () => {
    expect(groupsContaining(registry, '/dashboard')).toEqual([]);
    expect(groupsContaining(registry, '/')).toEqual([]);
    expect(groupsContaining(registry, '/no-existe')).toEqual([]);
  });

  it('does not match a path that only shares a prefix with a route', () => {
    expect(groupsContaining(registry, '/administracion/asignaturas-antiguas')).toEqual([]);
    expect(groupsContaining(registry, '/personal/logs2')).toEqual([]);
  });
});

describe('resources of the registry', () => {
  it("finds each declared screen's declaration (or its lists in tabs) in its area, named after its route without the leading slash", async () => {
    const declared = screens.filter((screen) => screen.declaredIn);
    expect(declared.length).toBeGreaterThan(0);
    for (const screen of declared) {
      const { schemas, tabbed = {} } = await screen.declaredIn!.declarations();
      const names = [...schemas.map((schema) => schema.name), ...Object.keys(tabbed)];
      expect(names, screen.path).toContain(screen.path.slice(1));
    }
  });

  it('declares every resource of an area once, each a screen of that area or a tab of one', async () => {
    for (const area of new Set(screens.flatMap((screen) => (screen.declaredIn ? [screen.declaredIn] : [])))) {
      const { schemas, tabbed = {} } = await area.declarations();
      const names = schemas.map((schema) => schema.name);
      expect(new Set(names).size).toBe(names.length);
      const screensOfArea = screens.filter((screen) => screen.declaredIn === area).map((screen) => screen.path.slice(1));
      const tabNames = Object.values(tabbed).flatMap((lists) => lists.tabs.map((tab) => tab.resource.name));
      expect([...names].sort()).toEqual([...screensOfArea.filter((name) => !(name in tabbed)), ...tabNames].sort());
    }
  });

  it("names every source of an area (lists in tabs, choice controls' calls) under one of its screens, so a call to it finds the area", async () => {
    for (const area of new Set(screens.flatMap((screen) => (screen.declaredIn ? [screen.declaredIn] : [])))) {
      const screensOfArea = screens.filter((screen) => screen.declaredIn === area);
      for (const source of sourcesOf(await area.load())) {
        expect(screensOfArea.some((screen) => isWithin(screen.path, `/${source.name}`)), source.name).toBe(true);
      }
    }
  });

  it('exposes every declaration in menu order, a screen file where its entry sits', async () => {
    expect((await loadDeclarations()).map((schema) => schema.name)).toEqual([
      'marketing/gestion/leads',
      'marketing/gestion/telefonos-entrantes',
      'contabilidad/ventas/mes',
      'contabilidad/ventas/centro',
      'contabilidad/facturas',
      'contabilidad/cajas',
      'contabilidad/pagos/pendientes',
      'contabilidad/pagos/modificaciones',
      'administracion/academias',
      'administracion/asignaturas',
      'administracion/centros-estudio',
      'administracion/helpdesk',
      'administracion/certificados',
      'administracion/documentos',
      'administracion/codigos-promocionales',
      'administracion/formaciones',
      'personal/administracion',
      'personal/profesorado',
      'personal/logs',
      'clientes/fichas',
      'clientes/contrataciones-mensuales/packs',
      'clientes/contrataciones-mensuales/tarifas',
      'clientes/asignaturas',
      'clientes/codigos',
      'clientes/valoraciones',
    ]);
  });

  it('shows the monthly hirings as two lists in tabs, each a data source with no route of its own', async () => {
    const hirings = screens.find((screen) => screen.path === '/clientes/contrataciones-mensuales');
    const tabbed = (await hirings!.declaredIn!.declarations()).tabbed?.['clientes/contrataciones-mensuales'];
    expect(tabbed?.tabs.map((tab) => [tab.value, tab.label, tab.resource.name])).toEqual([
      ['packs', 'Packs de horas', 'clientes/contrataciones-mensuales/packs'],
      ['tarifas', 'Tarifas', 'clientes/contrataciones-mensuales/tarifas'],
    ]);
    const sources = (await loadAllSources()).map((source) => source.name);
    expect(sources).toContain('clientes/contrataciones-mensuales/packs');
    expect(sources).toContain('clientes/contrataciones-mensuales/tarifas');
    expect(sources).toContain('clientes/codigos/seleccion');
  });

  it('gives no screen both a resource and a page', () => {
    for (const screen of screens) expect(Boolean(screen.declaredIn && screen.page), screen.path).toBe(false);
  });
});

describe('a screen added to the menu tree (a screen file)', () => {
  const Icon = screens[0].icon;
  const screen = (path: string) => ({ title: path, path, icon: Icon });
  const tree: MenuNode[] = [
    screen('/dashboard'),
    { title: 'Clientes', icon: Icon, children: [screen('/clientes/a'), { title: 'Pagos', icon: Icon, children: [screen('/clientes/pagos/b')] }, screen('/clientes/c')] },
  ];
  const shape = (nodes: readonly MenuNode[]): unknown[] => nodes.map((node) => (isGroup(node) ? { [node.title]: shape(node.children) } : node.path));

  it('goes under its area, before the route it names, else at the end of its group', () => {
    expect(shape(withScreen(tree, screen('/clientes/x'), { before: '/clientes/c' }))).toEqual(['/dashboard', { Clientes: ['/clientes/a', { Pagos: ['/clientes/pagos/b'] }, '/clientes/x', '/clientes/c'] }]);
    expect(shape(withScreen(tree, screen('/clientes/x'), { group: 'Pagos', before: '/clientes/pagos/b' }))).toEqual(['/dashboard', { Clientes: ['/clientes/a', { Pagos: ['/clientes/x', '/clientes/pagos/b'] }, '/clientes/c'] }]);
    expect(shape(withScreen(tree, screen('/clientes/x'), { group: 'Pagos', before: '/clientes/c' }))).toEqual(['/dashboard', { Clientes: ['/clientes/a', { Pagos: ['/clientes/pagos/b', '/clientes/x'] }, '/clientes/c'] }]);
  });

  it('opens a group of that title when its area has none, and goes at the end of the menu when no area is its', () => {
    expect(shape(withScreen(tree, screen('/clientes/x'), { group: 'Nuevos' }))).toEqual(['/dashboard', { Clientes: ['/clientes/a', { Pagos: ['/clientes/pagos/b'] }, '/clientes/c', { Nuevos: ['/clientes/x'] }] }]);
    expect(shape(withScreen(tree, screen('/personal/x'), {}))).toEqual(['/dashboard', { Clientes: ['/clientes/a', { Pagos: ['/clientes/pagos/b'] }, '/clientes/c'] }, '/personal/x']);
  });

  it('goes before the group that holds the route it names, and into an area that is still empty', () => {
    expect(shape(withScreen(tree, screen('/clientes/x'), { before: '/clientes/pagos/b' }))).toEqual(['/dashboard', { Clientes: ['/clientes/a', '/clientes/x', { Pagos: ['/clientes/pagos/b'] }, '/clientes/c'] }]);
    const empty: MenuNode[] = [{ title: 'Personal', area: 'personal', icon: Icon, children: [] }];
    expect(shape(withScreen(empty, screen('/personal/x'), {}))).toEqual([{ Personal: ['/personal/x'] }]);
  });
});

describe('screens added together (each declaration and screen file brings its entry)', () => {
  const Icon = screens[0].icon;
  const placed = (path: string, before?: string) => ({ screen: { title: path, path, icon: Icon }, place: { before } });
  const area: MenuNode[] = [{ title: 'Clientes', area: 'clientes', icon: Icon, children: [] }];
  const shape = (nodes: readonly MenuNode[]): unknown[] => nodes.map((node) => (isGroup(node) ? { [node.title]: shape(node.children) } : node.path));

  it('keep the order their "before" names, whatever order they come in', () => {
    const chain = [placed('/clientes/a', '/clientes/b'), placed('/clientes/b', '/clientes/c'), placed('/clientes/c')];
    const expected = [{ Clientes: ['/clientes/a', '/clientes/b', '/clientes/c'] }];
    expect(shape(withScreens(area, chain))).toEqual(expected);
    expect(shape(withScreens(area, [...chain].reverse()))).toEqual(expected);
    expect(shape(withScreens(area, [chain[1], chain[2], chain[0]]))).toEqual(expected);
  });

  it('all go in, though their "before" names go round in a circle', () => {
    expect(shape(withScreens(area, [placed('/clientes/a', '/clientes/b'), placed('/clientes/b', '/clientes/a')]))).toEqual([{ Clientes: ['/clientes/b', '/clientes/a'] }]);
  });
});

describe('keptScreens', () => {
  const icon = () => null;
  const tree: MenuNode[] = [
    { title: 'Home', path: '/dashboard', icon },
    { title: 'Administración', icon, children: [{ title: 'Calendario', path: '/administracion/calendario', icon }, { title: 'Pantallas configuradas', path: '/administracion/pantallas-configuradas', icon }] },
    { title: 'Solo', icon, children: [{ title: 'Oculta', path: '/solo/oculta', icon }] },
  ];
  const titles = (nodes: readonly MenuNode[]): unknown[] => nodes.map((node) => (isGroup(node) ? { [node.title]: titles(node.children) } : node.title));

  it('drops the screens refused, and the groups they leave empty', () => {
    const kept = keptScreens(tree, (screen) => screen.path !== '/administracion/pantallas-configuradas' && screen.path !== '/solo/oculta');
    expect(titles(kept)).toEqual(['Home', { Administración: ['Calendario'] }]);
    expect(titles(keptScreens(tree, () => true))).toEqual(['Home', { Administración: ['Calendario', 'Pantallas configuradas'] }, { Solo: ['Oculta'] }]);
  });
});
