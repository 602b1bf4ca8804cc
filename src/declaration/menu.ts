import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { DeclaredArea } from './declaredArea';

/**
 * A screen of the side menu: a declared resource (its declaration, named after the path without
 * the leading slash, is in the area given), a bespoke page, or not built yet.
 */
export interface MenuScreen {
  title: string;
  /** The spec's route, with its leading slash. */
  path: string;
  icon: ComponentType<SvgIconProps>;
  declaredIn?: DeclaredArea;
  /** A bespoke page, its code fetched on first render. */
  page?: ComponentType;
  /** The page's own addresses under its route (`<path>/…`), which it routes itself. */
  subpages?: boolean;
  /**
   * The action (canAccess, on the resource named after the path) a user needs to find this
   * screen in the menu and the finder and to open it; without it, every signed-in user may.
   */
  access?: string;
}

/** A group of the side menu: no route of its own, it expands and collapses. */
export interface MenuGroup {
  title: string;
  icon: ComponentType<SvgIconProps>;
  /** For an area's group: the first segment of its routes, so that screens find it while it is still empty. */
  area?: string;
  children: readonly MenuNode[];
}

export type MenuNode = MenuScreen | MenuGroup;

export const isGroup = (node: MenuNode): node is MenuGroup => 'children' in node;

/** Every screen of a menu tree, in menu order. */
export function screensOf(nodes: readonly MenuNode[]): MenuScreen[] {
  return nodes.flatMap((node) => (isGroup(node) ? screensOf(node.children) : [node]));
}

/** The tree without the screens `keep` refuses, nor the groups they leave empty. */
export function keptScreens(nodes: readonly MenuNode[], keep: (screen: MenuScreen) => boolean): MenuNode[] {
  return nodes.flatMap((node): MenuNode[] => {
    if (!isGroup(node)) return keep(node) ? [node] : [];
    const children = keptScreens(node.children, keep);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Whether `pathname` is the screen at `path` or one of its own addresses (a dialog's, a record's). */
export const isWithin = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The titles of the groups that contain `pathname`, outermost first. */
export function groupsContaining(nodes: readonly MenuNode[], pathname: string): string[] {
  for (const node of nodes) {
    if (!isGroup(node)) continue;
    const inside = screensOf(node.children).some((screen) => isWithin(screen.path, pathname));
    if (inside) return [node.title, ...groupsContaining(node.children, pathname)];
  }
  return [];
}

/** The first segment of a route, its area of the menu: 'contabilidad' for '/contabilidad/pagos/pendientes'. */
export const areaOf = (path: string): string => path.split('/')[1];

/** Where a screen goes in its area: its group there, by title, and the route of the entry it comes before. */
export interface MenuPlace {
  group?: string;
  before?: string;
}

/** A screen of the project (a declaration or a screen file) with where its menu entry goes. */
export interface PlacedScreen {
  screen: MenuScreen;
  place: MenuPlace;
}

/** Whether the entry is the screen at `route`, or a group holding it. */
const holds = (node: MenuNode, route: string): boolean => (isGroup(node) ? screensOf(node.children).some((screen) => screen.path === route) : node.path === route);

/** The nodes with `screen` before the entry that holds the route `before`, or at their end. */
function inserted(nodes: readonly MenuNode[], screen: MenuScreen, before: string | undefined): MenuNode[] {
  const at = before === undefined ? -1 : nodes.findIndex((node) => holds(node, before));
  return at < 0 ? [...nodes, screen] : [...nodes.slice(0, at), screen, ...nodes.slice(at)];
}

/** The nodes with `screen` in its group (an existing one of that title, else a new one at their end), or among them. */
function placedIn(nodes: readonly MenuNode[], screen: MenuScreen, { group, before }: MenuPlace): MenuNode[] {
  if (group === undefined) return inserted(nodes, screen, before);
  const existing = nodes.find((node): node is MenuGroup => isGroup(node) && node.title === group);
  if (!existing) return [...nodes, { title: group, icon: screen.icon, children: [screen] }];
  return nodes.map((node) => (node === existing ? { ...existing, children: inserted(existing.children, screen, before) } : node));
}

/**
 * The menu tree with `screen` added under its area's group (the top-level group whose screens'
 * routes share its route's first segment), placed there as `place` says; a route of no area of
 * the tree goes at the end of the menu.
 */
export function withScreen(tree: readonly MenuNode[], screen: MenuScreen, place: MenuPlace): MenuNode[] {
  const area = areaOf(screen.path);
  const areaGroup = tree.find((node): node is MenuGroup => isGroup(node) && (node.area === area || screensOf(node.children).some((inside) => areaOf(inside.path) === area)));
  if (!areaGroup) return placedIn(tree, screen, place);
  return tree.map((node) => (node === areaGroup ? { ...areaGroup, children: placedIn(areaGroup.children, screen, place) } : node));
}

/**
 * The menu tree with each screen added as withScreen adds it. A screen placed before another of
 * them goes in after that one, whatever their order here, so that each file can name its
 * neighbour and the order of the files does not matter.
 */
export function withScreens(tree: readonly MenuNode[], placed: readonly PlacedScreen[]): readonly MenuNode[] {
  const pending = [...placed];
  let nodes = tree;
  while (pending.length) {
    const ready = pending.findIndex(({ place }) => !pending.some(({ screen }) => screen.path === place.before));
    // A circle of screens each before the next: the first goes in as if its neighbour were missing.
    const [{ screen, place }] = pending.splice(Math.max(ready, 0), 1);
    nodes = withScreen(nodes, screen, place);
  }
  return nodes;
}
