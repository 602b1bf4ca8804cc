// What 'Descargar' gives the operator to publish a screen file: the file itself, exactly the
// editor's text, and the folder's index.json with the file listed (added at the end when new).
import { checkScreenIndexText } from '../../../screenFile/check';
import { SCREEN_FILE_NAME, type ScreenIndex } from '../../../screenFile/format';

/** The file name of a new screen: its route's last part ('/administracion/aulas' → 'aulas.json'). */
export function fileNameOf(route: unknown): string | undefined {
  if (typeof route !== 'string') return undefined;
  const name = `${route.split('/').at(-1) ?? ''}.json`;
  return SCREEN_FILE_NAME.test(name) ? name : undefined;
}

/** The route a screen file's text names, when it is JSON with one. */
export function routeOf(text: string): unknown {
  try {
    const content: unknown = JSON.parse(text);
    return typeof content === 'object' && content !== null ? (content as { route?: unknown }).route : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The index to publish with `file`: the served one (`indexText`, null when there is none) with
 * the file at the end of its list when it is not listed; a new index when the served one is
 * missing or cannot be read.
 */
export function indexWith(indexText: string | null, file: string): string {
  const served: ScreenIndex = indexText !== null && checkScreenIndexText(indexText).ok ? (JSON.parse(indexText) as ScreenIndex) : { pantallas: [] };
  const index = { ...served, pantallas: served.pantallas.includes(file) ? served.pantallas : [...served.pantallas, file] };
  return `${JSON.stringify(index, null, 2)}\n`;
}
