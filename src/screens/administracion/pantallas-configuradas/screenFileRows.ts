// The rows of 'Pantallas configuradas': every file the console read from the folder, as it
// went, and the drafts kept in this browser. Pure, for the list and its tests.
import type { ScreenFolder } from '../../../screenFile/configuredScreens';
import type { ScreenProblem } from '../../../screenFile/problems';
import { NEW_FILE } from './drafts';

export interface ScreenFileRow {
  /** The file's name in the folder; NEW_FILE for a new screen's draft. */
  file: string;
  title?: string;
  route?: string;
  /** Whether the route is an address of the console: a screen shown, or a file's problems there. */
  linked: boolean;
  /** Empty for a file that passed ('Correcta'). */
  problems: readonly ScreenProblem[];
  fingerprint?: string;
  /** Whether it was read from the folder (else it is only a draft of this browser). */
  served: boolean;
  /** Whether this browser keeps a draft of it. */
  draft: boolean;
  /** Whether it opens in the editor: a screen's file, not the index. */
  editable: boolean;
}

const INDEX = 'index.json';

/** The folder's screens in the index's order, the files left out after, then the drafts of files the folder lacks. */
export function screenFileRows(folder: ScreenFolder, draftFiles: readonly string[]): ScreenFileRow[] {
  const hasDraft = (file: string) => draftFiles.includes(file);
  const shown = folder.screens.map(({ screen }): ScreenFileRow => ({
    file: screen.file,
    title: screen.menu.title,
    route: screen.route,
    linked: true,
    problems: [],
    fingerprint: screen.fingerprint,
    served: true,
    draft: hasDraft(screen.file),
    editable: true,
  }));
  const failed = folder.failed.map(
    ({ file, title, route, problems, fingerprint }): ScreenFileRow => ({
      file,
      title,
      route,
      linked: folder.misconfigured.some((routed) => routed.file === file),
      problems,
      fingerprint,
      served: true,
      draft: hasDraft(file),
      editable: file !== INDEX,
    }),
  );
  const served = new Set([...shown, ...failed].map(({ file }) => file));
  const onlyDrafts = draftFiles
    .filter((file) => !served.has(file))
    .map((file): ScreenFileRow => ({
      file,
      title: file === NEW_FILE ? 'Nueva pantalla' : undefined,
      linked: false,
      problems: [],
      served: false,
      draft: true,
      editable: true,
    }));
  return [...shown, ...failed, ...onlyDrafts];
}
