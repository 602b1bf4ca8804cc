import Icon from '@mui/icons-material/Circle';
import { describe, expect, it } from 'vitest';
import { screensOf, type MenuNode } from '../../src/declaration/menu';
import { registry } from '../../src/screens/registry';
import { rememberScreen, recentScreens, storedPaths } from '../../src/layout/finder/recentScreens';
import { finderScreens, matchScreens, screenAt } from '../../src/layout/finder/screenMatch';

/** A menu written out for the tests: a screen alone, groups one and two levels deep. */
const MENU: MenuNode[] = [
  { title: 'Home', path: '/dashboard', icon: Icon },
  {
    title: 'Marketing',
    icon: Icon,
    children: [
      {
        title: 'Gestión',
        icon: Icon,
        children: [
          { title: 'Leads entrantes', path: '/marketing/gestion/leads', icon: Icon },
          { title: 'Telefonos entrantes', path: '/marketing/gestion/telefonos-entrantes', icon: Icon },
        ],
      },
    ],
  },
  {
    title: 'Contabilidad',
    icon: Icon,
    children: [
      { title: 'Facturas', path: '/contabilidad/facturas', icon: Icon },
      { title: 'Cajas', path: '/contabilidad/cajas', icon: Icon },
    ],
  },
  {
    title: 'Administración',
    icon: Icon,
    children: [
      { title: 'Asignaturas', path: '/administracion/asignaturas', icon: Icon },
      { title: 'Códigos promocionales', path: '/administracion/codigos-promocionales', icon: Icon },
      { title: 'Horarios', icon: Icon, children: [{ title: 'Aperturas', path: '/administracion/horarios/aperturas', icon: Icon }] },
    ],
  },
  {
    title: 'Personal',
    icon: Icon,
    children: [{ title: 'Administración', path: '/personal/administracion', icon: Icon }],
  },
  {
    title: 'Clientes',
    icon: Icon,
    children: [{ title: 'Asignaturas', path: '/clientes/asignaturas', icon: Icon }],
  },
];

const SCREENS = finderScreens(MENU);
const found = (query: string) => matchScreens(SCREENS, query).map((screen) => screen.label);

describe('finderScreens', () => {
  it('lists every screen in menu order, labelled with its groups outermost first', () => {
    expect(SCREENS.map((screen) => screen.label)).toEqual([
      'Home',
      'Leads entrantes — Marketing › Gestión',
      'Telefonos entrantes — Marketing › Gestión',
      'Facturas — Contabilidad',
      'Cajas — Contabilidad',
      'Asignaturas — Administración',
      'Códigos promocionales — Administración',
      'Aperturas — Administración › Horarios',
      'Administración — Personal',
      'Asignaturas — Clientes',
    ]);
    expect(SCREENS[4]).toEqual({ title: 'Cajas', path: '/contabilidad/cajas', groups: ['Contabilidad'], label: 'Cajas — Contabilidad' });
  });

  it('offers every screen of the registry, as the side menu lists them', () => {
    const offered = finderScreens(registry);
    expect(offered.map((screen) => screen.path)).toEqual(screensOf(registry).map((screen) => screen.path));
    expect(offered.find((screen) => screen.path === '/contabilidad/cajas')?.label).toBe('Cajas — Contabilidad');
    expect(offered.find((screen) => screen.path === '/contabilidad/ventas/mes')?.label).toBe('Ventas por mes — Contabilidad › Ventas');
  });
});

describe('matchScreens', () => {
  it('finds a screen by part of its title, case and accents aside', () => {
    expect(found('apertur')).toEqual(['Aperturas — Administración › Horarios']);
    expect(found('CÓDIGOS')).toEqual(['Códigos promocionales — Administración']);
    expect(found('cajas')).toEqual(['Cajas — Contabilidad']);
  });

  it('takes the words in any order, each anywhere', () => {
    expect(found('codigos promo')).toEqual(['Códigos promocionales — Administración']);
    expect(found('promo codigos')).toEqual(['Códigos promocionales — Administración']);
    expect(found('entrantes telefonos')).toEqual(['Telefonos entrantes — Marketing › Gestión']);
    expect(found('  cajas   contabilidad ')).toEqual(['Cajas — Contabilidad']);
  });

  it('finds every screen of a group by the group’s name, in menu order', () => {
    expect(found('contabilidad')).toEqual(['Facturas — Contabilidad', 'Cajas — Contabilidad']);
    expect(found('gestion')).toEqual(['Leads entrantes — Marketing › Gestión', 'Telefonos entrantes — Marketing › Gestión']);
  });

  it('finds a screen by its path', () => {
    expect(found('telefonos-entrantes')).toEqual(['Telefonos entrantes — Marketing › Gestión']);
    expect(found('/contabilidad/facturas')).toEqual(['Facturas — Contabilidad']);
    expect(found('dashboard')).toEqual(['Home']);
  });

  it('puts the screens whose title holds the words before those found by group or path', () => {
    expect(found('administracion')).toEqual([
      'Administración — Personal',
      'Asignaturas — Administración',
      'Códigos promocionales — Administración',
      'Aperturas — Administración › Horarios',
    ]);
    expect(found('asignaturas')).toEqual(['Asignaturas — Administración', 'Asignaturas — Clientes']);
  });

  it('needs every word: one that no field holds leaves nothing', () => {
    expect(found('cajas facturas')).toEqual([]);
    expect(found('nomina')).toEqual([]);
  });

  it('does not match across the end of one field and the start of the next', () => {
    // 'Cajas' then 'Contabilidad': 'cajascontabilidad' is in neither.
    expect(found('cajascontabilidad')).toEqual([]);
  });

  it('finds nothing for a blank query', () => {
    expect(found('')).toEqual([]);
    expect(found('   ')).toEqual([]);
  });
});

describe('screenAt', () => {
  it('is the screen of an address, its dialogs and records included, and nothing for others', () => {
    expect(screenAt(SCREENS, '/contabilidad/cajas')?.label).toBe('Cajas — Contabilidad');
    expect(screenAt(SCREENS, '/administracion/asignaturas/create')?.label).toBe('Asignaturas — Administración');
    expect(screenAt(SCREENS, '/contabilidad/cajas-viejas')).toBeUndefined();
    expect(screenAt(SCREENS, '/login')).toBeUndefined();
  });
});

describe('recent screens', () => {
  it('puts the screen opened first, once, keeping five', () => {
    expect(rememberScreen([], '/contabilidad/cajas')).toEqual(['/contabilidad/cajas']);
    expect(rememberScreen(['/a', '/contabilidad/cajas', '/b'], '/contabilidad/cajas')).toEqual(['/contabilidad/cajas', '/a', '/b']);
    expect(rememberScreen(['/a', '/b', '/c', '/d', '/e'], '/f')).toEqual(['/f', '/a', '/b', '/c', '/d']);
  });

  it('reads only a list of paths from the store', () => {
    expect(storedPaths(['/a', 3, null, '/b'])).toEqual(['/a', '/b']);
    expect(storedPaths('/a')).toEqual([]);
    expect(storedPaths(undefined)).toEqual([]);
  });

  it('offers them last opened first, without the screen on display or a path the menu lacks', () => {
    const recent = ['/contabilidad/cajas', '/antigua', '/administracion/horarios/aperturas', '/dashboard'];
    expect(recentScreens(SCREENS, recent, '/contabilidad/cajas').map((screen) => screen.label)).toEqual([
      'Aperturas — Administración › Horarios',
      'Home',
    ]);
    expect(recentScreens(SCREENS, recent, undefined).map((screen) => screen.label)).toEqual([
      'Cajas — Contabilidad',
      'Aperturas — Administración › Horarios',
      'Home',
    ]);
  });
});
