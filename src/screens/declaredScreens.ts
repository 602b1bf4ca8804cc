// The compiled declared screens, each one file at the path its route names: their menu entries
// are read at build time into the first screen (build/declaredScreens.ts writes them out as
// data), and each area's declarations are one lazy chunk, loaded with the first of its screens
// or calls. Adding such a screen is adding its file: no registry line, no area list.
import { areaDeclarations, declaredArea } from '../declaration/declaredArea';
import type { PlacedScreen } from '../declaration/menu';
import { screenIcon } from '../screenFile/icons';
import { areaModules, declaredScreens } from './declaredScreenModules';

const areas = new Map(Object.entries(areaModules).map(([area, load]) => [area, declaredArea(async () => areaDeclarations((await load()).default))]));

/** The compiled declarations' screens, with where each goes in the menu. */
export const declaredInFiles: readonly PlacedScreen[] = declaredScreens.map(({ route, area, menu: { title, icon, group, before } }) => ({
  screen: { title, path: route, icon: screenIcon(icon), declaredIn: areas.get(area) },
  place: { group, before },
}));
