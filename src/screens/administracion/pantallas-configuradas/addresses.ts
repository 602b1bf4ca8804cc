// The addresses of 'Pantallas configuradas' and its editor, which survive a reload:
// …/nueva for a new screen, …/archivo/<name without .json> for a file of the folder.
import { NEW_FILE } from './drafts';

export const CONFIGURED_SCREENS_PATH = '/administracion/pantallas-configuradas';

/** The editor's address of a file (NEW_FILE: a new screen). */
export function editorPath(file: string): string {
  return file === NEW_FILE ? `${CONFIGURED_SCREENS_PATH}/nueva` : `${CONFIGURED_SCREENS_PATH}/archivo/${encodeURIComponent(file.replace(/\.json$/, ''))}`;
}
