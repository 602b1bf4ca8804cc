// The build reads a compiled screen's menu entry from its module's source (build/declaredScreens.ts):
// only data written out, never code it would have to run.
import { describe, expect, it } from 'vitest';
import { menuExport } from '../../build/declaredScreens';

describe('menuExport', () => {
  it('reads the menu entry written out as data, with or without its type', () => {
    const source = `import type { ScreenMenu } from '../../screenFile/format';
export const tabs = { source: 'pestana' };
/** Its menu entry. */
export const menu: ScreenMenu = { group: 'Ventas', title: 'Ventas por mes', "icon": 'assessment', before: \`/contabilidad/ventas/centro\` };`;
    expect(menuExport(source, 'contabilidad/ventas/mes.ts')).toEqual({ group: 'Ventas', title: 'Ventas por mes', icon: 'assessment', before: '/contabilidad/ventas/centro' });
    expect(menuExport(`export const menu = { title: 'Fichas', icon: 'people' } satisfies ScreenMenu;`, 'clientes/fichas.ts')).toEqual({ title: 'Fichas', icon: 'people' });
  });

  it('finds none in a module without one, nor in one that only names a menu it does not export', () => {
    expect(menuExport(`export const declaration = { name: 'x' };`, 'a/b.ts')).toBeUndefined();
    expect(menuExport(`const menu = { title: 'Oculta', icon: 'people' };\nexport default menu;`, 'a/b.ts')).toBeUndefined();
  });

  it('refuses a menu entry that would have to run code, saying where', () => {
    expect(() => menuExport(`const TITLE = 'Fichas';\nexport const menu = { title: TITLE, icon: 'people' };`, 'clientes/fichas.ts')).toThrow(
      'clientes/fichas.ts: "menu" is read at build time, so it is written out as data: TITLE',
    );
    expect(() => menuExport(`export const menu = { ...base, icon: 'people' };`, 'clientes/fichas.ts')).toThrow(
      'clientes/fichas.ts: "menu" is read at build time, so it is written out as data: ...base',
    );
  });
});
