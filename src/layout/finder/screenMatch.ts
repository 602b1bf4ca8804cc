// The screen finder's matching: which screens of the menu a query names, and in what order.
// Pure, over the menu tree, so that every screen the registry lists is found without a line
// of its own.
import { isGroup, isWithin, type MenuNode } from '../../declaration/menu';
import { createSearchIndex, normalizeSearchText } from '../../common/search';

/** A screen as the finder offers it. */
export interface FinderScreen {
  title: string;
  /** Its route, with its leading slash. */
  path: string;
  /** The titles of the menu groups it sits in, outermost first. */
  groups: readonly string[];
  /** What the finder lists: 'Cajas — Contabilidad', 'Ventas por mes — Contabilidad › Ventas'. */
  label: string;
}

export function screenLabel(title: string, groups: readonly string[]): string {
  return groups.length ? `${title} — ${groups.join(' › ')}` : title;
}

/** Every screen of a menu tree with the groups it sits in, in menu order. */
export function finderScreens(nodes: readonly MenuNode[], groups: readonly string[] = []): FinderScreen[] {
  return nodes.flatMap((node) =>
    isGroup(node)
      ? finderScreens(node.children, [...groups, node.title])
      : [{ title: node.title, path: node.path, groups, label: screenLabel(node.title, groups) }],
  );
}

/** A query's words, each normalised as the search boxes do (case, accents and spaces aside). */
function queryWords(query: string): string[] {
  return query.split(/\s+/).map(normalizeSearchText).filter(Boolean);
}

/**
 * The screens whose title, groups or path contain every word of the query, in any order:
 * 'codigos promo' finds 'Códigos promocionales', 'contabilidad' every screen of that group.
 * Screens whose title holds every word come first, then the others, each in menu order. A
 * blank query finds none.
 */
export function matchScreens(screens: readonly FinderScreen[], query: string): FinderScreen[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const everywhere = createSearchIndex(screens, (screen) => [screen.title, ...screen.groups, screen.path]);
  const inTitle = createSearchIndex(screens, (screen) => [screen.title]);
  const holdsAll = (index: ReadonlyMap<FinderScreen, string>, screen: FinderScreen) => words.every((word) => index.get(screen)?.includes(word));
  const found = screens.filter((screen) => holdsAll(everywhere, screen));
  return [...found.filter((screen) => holdsAll(inTitle, screen)), ...found.filter((screen) => !holdsAll(inTitle, screen))];
}

/** The screen `pathname` is on: its own address or one of a dialog's or a record's under it. */
export function screenAt<T extends { path: string }>(screens: readonly T[], pathname: string): T | undefined {
  return screens.find((screen) => isWithin(screen.path, pathname));
}
