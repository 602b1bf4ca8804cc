// The project's own screen files, src/screens/<area>/**/*.json (issue 41): their routes and menu
// entries are read at build time into the first screen — only those two keys of each file,
// which Vite exports by name — and each file's text loads with the first use of its screen,
// checked and compiled then, apart from its area's declarations, so that no compiled screen waits
// for the checker. Adding such a screen is adding its file: no registry line, no area list.
import { declaredArea, type DeclaredArea } from '../declaration/declaredArea';
import type { PlacedScreen } from '../declaration/menu';
import type { ScreenMenu } from '../screenFile/format';
import { screenIcon } from '../screenFile/icons';

const routes = import.meta.glob<string>('./*/**/*.json', { eager: true, import: 'route' });
const menus = import.meta.glob<ScreenMenu>('./*/**/*.json', { eager: true, import: 'menu' });
const texts = import.meta.glob<string>('./*/**/*.json', { query: '?raw', import: 'default' });

/** A screen file's declaration, loaded, checked and compiled the first time it is needed. */
function fileDeclaration(path: string): DeclaredArea {
  return declaredArea(async () => {
    const { declaredInFile } = await import('../screenFile/projectScreens');
    return { schemas: [await declaredInFile(path, texts[path])] };
  });
}

/** The screen files' screens, with where each goes in the menu. */
export const screenFiles: readonly PlacedScreen[] = Object.entries(routes).map(([path, route]) => {
  const { title, icon, group, before } = menus[path];
  return { screen: { title, path: route, icon: screenIcon(icon), declaredIn: fileDeclaration(path) }, place: { group, before } };
});
