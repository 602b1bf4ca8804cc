// Where configured screens sit in the menu: as the project's own screen files do (withScreens),
// under the area their route starts with, in their file's group, before the route it names. The
// side menu and the screen finder both take the tree from here, so that a configured screen is
// found wherever a compiled one is.
import { withScreens, type MenuNode } from '../declaration/menu';
import type { ShownScreen } from './configuredScreens';

/** The menu tree with the configured screens added, in the index's order. */
export function withConfiguredScreens(tree: readonly MenuNode[], shown: readonly ShownScreen[]): readonly MenuNode[] {
  return withScreens(
    tree,
    shown.map(({ screen, icon }) => ({ screen: { title: screen.menu.title, path: screen.route, icon }, place: { group: screen.menu.group, before: screen.menu.before } })),
  );
}
