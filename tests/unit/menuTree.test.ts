// Where configured screens go in the menu (src/screenFile/menuTree.ts): the side menu and the
// screen finder both take this tree.
import type { SvgIconComponent } from '@mui/icons-material';
import { describe, expect, it } from 'vitest';
import { isGroup, type MenuNode } from '../../src/declaration/menu';
import { finderScreens } from '../../src/layout/finder/screenMatch';
import type { ShownScreen } from '../../src/screenFile/configuredScreens';
import { withConfiguredScreens } from '../../src/screenFile/menuTree';
import { registry } from '../../src/screens/registry';

const icon = (() => null) as unknown as SvgIconComponent;

/** A shown screen with what the menu reads of it. */
const shown = (route: string, title: string, group?: string): ShownScreen =>
  ({ screen: { route, menu: { title, icon: 'school', ...(group === undefined ? {} : { group }) } }, icon }) as unknown as ShownScreen;

/** The titles of a tree, a group as `{ title: [its children] }`. */
const outline = (nodes: readonly MenuNode[]): unknown[] => nodes.map((node) => (isGroup(node) ? { [node.title]: outline(node.children) } : node.title));

/** The outline of one area's group. */
function area(tree: readonly MenuNode[], title: string): unknown[] {
  const group = tree.find((node) => isGroup(node) && node.title === title);
  if (!group || !isGroup(group)) throw new Error(`no area ${title}`);
  return outline(group.children);
}

describe('withConfiguredScreens', () => {
  it('leaves the registry as it is without configured screens', () => {
    expect(withConfiguredScreens(registry, [])).toBe(registry);
  });

  it("adds each screen at the end of its route's area, in its file's order", () => {
    const tree = withConfiguredScreens(registry, [shown('/administracion/aulas', 'Aulas'), shown('/contabilidad/proveedores', 'Proveedores'), shown('/administracion/taquillas', 'Taquillas')]);
    expect(outline(tree)[0]).toBe('Home');
    expect(area(tree, 'Administración')).toEqual([
        'Calendario',
        'Academias',
        'Asignaturas',
        'Centros de estudio',
        'Helpdesk',
        'Certificados',
        'Documentos',
        'Códigos promocionales',
        'Formaciones',
        { Horarios: ['Aperturas', 'Clases', 'Profesores'] },
        'Pantallas configuradas',
        'Aulas',
        'Taquillas',
    ]);
    expect(area(tree, 'Contabilidad').at(-1)).toBe('Proveedores');
    // The registry itself is not changed.
    expect(area(registry, 'Administración')).not.toContain('Aulas');
  });

  it("puts a screen in its file's group: an existing group of its area, or a new one at the area's end", () => {
    const tree = withConfiguredScreens(registry, [
      shown('/administracion/horarios-examen', 'Exámenes', 'Horarios'),
      shown('/personal/turnos', 'Turnos', 'Planificación'),
      shown('/personal/vacaciones', 'Vacaciones', 'Planificación'),
    ]);
    expect(area(tree, 'Administración')).toContainEqual({ Horarios: ['Aperturas', 'Clases', 'Profesores', 'Exámenes'] });
    expect(area(tree, 'Personal')).toEqual(['Administración', 'Profesorado', 'Logs', { Planificación: ['Turnos', 'Vacaciones'] }]);
  });

  it('gives the finder the configured screens with their groups', () => {
    const tree = withConfiguredScreens(registry, [shown('/administracion/aulas', 'Aulas'), shown('/personal/turnos', 'Turnos', 'Planificación')]);
    const labels = finderScreens(tree).map((screen) => `${screen.path} ${screen.label}`);
    expect(labels).toContain('/administracion/aulas Aulas — Administración');
    expect(labels).toContain('/personal/turnos Turnos — Personal › Planificación');
  });
});
