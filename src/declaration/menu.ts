import type { SvgIconComponent } from '@mui/icons-material';
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
  icon: SvgIconComponent;
  declaredIn?: DeclaredArea;
  /** A bespoke page, its code fetched on first render. */
  page?: ComponentType;
}

/** A group of the side menu: no route of its own, it expands and collapses. */
export interface MenuGroup {
  title: string;
  icon: SvgIconComponent;
  children: readonly MenuNode[];
}

export type MenuNode = MenuScreen | MenuGroup;

export const isGroup = (node: MenuNode): node is MenuGroup => 'children' in node;

/** Every screen of a menu tree, in menu order. */
export function screensOf(nodes: readonly MenuNode[]): MenuScreen[] {
  return nodes.flatMap((node) => (isGroup(node) ? screensOf(node.children) : [node]));
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
