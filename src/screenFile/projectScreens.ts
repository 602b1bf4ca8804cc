// The project's own screen files (src/screens/<area>/**/*.json), compiled by the checker and
// compiler that read the served folder's files: a screen the format can express is one file,
// rendered as any declared screen.
import type { ResourceSchema } from '../declaration/types';
import { checkScreenText } from './check';
import { problemText } from './problems';

/** The declaration of a screen file, its text loaded by `load`; a file the checker refuses (a test forbids it) fails to load. */
export async function declaredInFile(path: string, load: () => Promise<string>): Promise<ResourceSchema> {
  const checked = checkScreenText(path, await load(), { compiledRoutes: [] });
  if (!checked.ok) throw new Error(checked.problems.map(problemText).join('\n'));
  return checked.screen.schema;
}
