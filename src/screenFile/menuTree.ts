// Where configured screens sit in the menu: under the area their route starts with, in their
// file's group when it names one. The side menu and the screen finder both take the tree from
// here, so that a configured screen is found wherever a compiled one is.
import { isGroup, screensOf, type MenuGroup, type MenuNode, type MenuScreen } from '../declaration/menu';
import type { ShownScreen } from './configuredScreens';

/** The first segment of a route: 'administracion' for '/administracion/aulas'. */
const areaOf = (path: string) => path.split('/')[1];

/** A screen and its file's group, if any, added to a list of menu nodes. */
function addTo(nodes: readonly MenuNode[], entry: MenuScreen, group: string | undefined, icon: MenuScreen['icon']): MenuNode[] {
  if (group === undefined) return [...nodes, entry];
  const existing = nodes.find((node): node is MenuGroup => isGroup(node) && node.title === group);
  if (!existing) return [...nodes, { title: group, icon, children: [entry] }];
  return nodes.map((node) => (node === existing ? { ...existing, children: [...existing.children, entry] } : node));
}

/**
 * The menu tree with the configured screens added, each at the end of its area's group (the
 * top-level group whose screens' routes share its route's first segment), in its file's group
 * there (an existing one of that title, or a new one). A route of no known area, which the
 * checker does not let through, would go at the end of the menu.
 */
export function withConfiguredScreens(tree: readonly MenuNode[], shown: readonly ShownScreen[]): readonly MenuNode[] {
  return shown.reduce<readonly MenuNode[]>((nodes, { screen, icon }) => {
    const entry: MenuScreen = { title: screen.menu.title, path: screen.route, icon };
    const area = areaOf(screen.route);
    const areaGroup = nodes.find((node): node is MenuGroup => isGroup(node) && screensOf(node.children).some((inside) => areaOf(inside.path) === area));
    if (!areaGroup) return addTo(nodes, entry, screen.menu.group, icon);
    const grown: MenuGroup = { ...areaGroup, children: addTo(areaGroup.children, entry, screen.menu.group, icon) };
    return nodes.map((node) => (node === areaGroup ? grown : node));
  }, tree);
}
