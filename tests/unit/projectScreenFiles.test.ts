// The project's own screen files (src/screens/<area>/**/*.json, issue 41): each passes the
// checker that the served folder's files pass, sits in its route's area's folder, names the
// format's schema, and gives the registry its menu entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupsContaining } from '../../src/declaration/menu';
import { checkScreenText, problemText } from '../../src/screenFile/check';
import { screenIcon } from '../../src/screenFile/icons';
import { registry, screens } from '../../src/screens/registry';

const ROOT = 'src/screens';
const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));

describe('the screen files under src/screens', () => {
  it('are the two converted screens', () => {
    expect(files.map((file) => file.split(path.sep).join('/')).sort()).toEqual(['clientes/asignaturas.json', 'contabilidad/pagos/pendientes.json']);
  });

  it.each(files)('%s passes the checker, its route free of every other screen, in its own area, naming the schema', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const { route, $schema } = JSON.parse(text) as { route: string; $schema: string };
    const others = screens.map((screen) => screen.path).filter((other) => other !== route);
    const checked = checkScreenText(file, text, { compiledRoutes: others });
    expect(checked.ok ? [] : checked.problems.map(problemText)).toEqual([]);
    expect(route.split('/')[1]).toBe(file.split(path.sep)[0]);
    expect(path.resolve(ROOT, path.dirname(file), $schema)).toBe(path.resolve('docs/screen.schema.json'));
  });

  it('give the menu their entries: title, icon and groups, in the order of the spec', () => {
    const entry = (route: string) => {
      const screen = screens.find((candidate) => candidate.path === route);
      return screen && { title: screen.title, icon: screen.icon, groups: groupsContaining(registry, route), declared: screen.declaredIn !== undefined };
    };
    expect(entry('/contabilidad/pagos/pendientes')).toEqual({ title: 'Pagos pendientes', icon: screenIcon('payments'), groups: ['Contabilidad', 'Pagos'], declared: true });
    expect(entry('/clientes/asignaturas')).toEqual({ title: 'Asignaturas', icon: screenIcon('menu-book'), groups: ['Clientes'], declared: true });
    const routes = screens.map((screen) => screen.path);
    expect(routes.slice(routes.indexOf('/contabilidad/cajas'), routes.indexOf('/contabilidad/pagos/modificaciones') + 1)).toEqual([
      '/contabilidad/cajas',
      '/contabilidad/pagos/pendientes',
      '/contabilidad/pagos/modificaciones',
    ]);
    expect(routes.filter((route) => route.startsWith('/clientes/'))).toEqual([
      '/clientes/fichas',
      '/clientes/contrataciones-mensuales',
      '/clientes/asignaturas',
      '/clientes/codigos',
      '/clientes/valoraciones',
    ]);
  });
});
