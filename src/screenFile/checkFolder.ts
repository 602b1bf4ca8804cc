// The folder's files checked and compiled, in the lazy chunk that readFolder.ts loads only when
// the folder has an index: the checker, the compiler and zod stay out of the first screen.
import * as z from 'zod/mini';
import { isWithin } from '../declaration/menu';
import { checkScreenIndexText, checkScreenText } from './check';
import type { FailedScreen, RoutedFailure, ScreenFolder, ShownScreen } from './configuredScreens';
import { screenFile } from './format';
import { screenIcon } from './icons';
import type { ReadFile } from './readFolder';

/** A route as the format writes one: a broken file's may be anything, and only such a one becomes an address. */
const isRoute = (route: string) => z.safeParse(screenFile.shape.route, route).success;

/** The route of `routes` that `route` is, lies under or holds (react-admin mounts a screen's dialogs under its route). */
const clashing = (routes: readonly string[], route: string) => routes.find((other) => isWithin(other, route) || isWithin(route, other));

/**
 * The screens of a folder whose index is `indexText` (null: there is none, which the console
 * takes as no folder and `npm run screens:check` as a problem): each listed file read (all at once),
 * checked and compiled; a file that fails is left out alone. A compiled screen keeps its route
 * (the checker refuses it, and any under or above it); of two files whose routes clash, the
 * first listed keeps its own. A file left out whose route is well written and free shows its
 * problems there.
 */
export async function checkFolder(indexText: string | null, readFile: ReadFile, compiledRoutes: readonly string[]): Promise<ScreenFolder> {
  const listed = checkScreenIndexText(indexText);
  if (!listed.ok) return { screens: [], failed: [{ ok: false, file: 'index.json', problems: listed.problems }], misconfigured: [] };

  const texts = await Promise.all(listed.files.map((file) => readFile(file)));
  const screens: ShownScreen[] = [];
  const failed: FailedScreen[] = [];
  listed.files.forEach((file, position) => {
    const checked = checkScreenText(file, texts[position], { compiledRoutes });
    if (!checked.ok) return void failed.push(checked);
    const { screen } = checked;
    const earlier = screens.find(({ screen: other }) => clashing([other.route], screen.route));
    if (earlier) {
      const expected = `una ruta libre: ${JSON.stringify(earlier.screen.route)} es de ${earlier.screen.file}, que va antes en el índice`;
      const problem = { file, path: '$.route', expected, received: JSON.stringify(screen.route) };
      return void failed.push({ ok: false, file, route: screen.route, title: screen.menu.title, problems: [problem], fingerprint: screen.fingerprint });
    }
    screens.push({ screen, icon: screenIcon(screen.menu.icon) });
  });
  const taken = [...compiledRoutes, ...screens.map(({ screen }) => screen.route)];
  const misconfigured: RoutedFailure[] = [];
  for (const failure of failed) {
    const { route } = failure;
    if (route === undefined || !isRoute(route) || clashing(taken, route) !== undefined) continue;
    taken.push(route);
    misconfigured.push({ ...failure, route });
  }
  return { screens, failed, misconfigured };
}
