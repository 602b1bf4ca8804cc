// The editor's checking: the console's own checker (check.ts) over the text as it is typed, each
// problem worded as 'Pantalla mal configurada' words it, placed at the value it concerns.
import type { Diagnostic } from '@codemirror/lint';
import { checkScreenText, problemText } from '../check';
import { firstSyntaxError, positionOfPath } from './positionOfPath';

/** The problems of a screen file's text `text`, named `file`, as the editor's diagnostics. */
export function screenDiagnostics(text: string, file: string, compiledRoutes: readonly string[]): Diagnostic[] {
  const checked = checkScreenText(file, text, { compiledRoutes });
  if (checked.ok) return [];
  // A text that is not JSON has one problem, at '$': it is shown where the JSON breaks.
  const broken = firstSyntaxError(text);
  return checked.problems.map((problem) => {
    const { from, to } = problem.path === '$' && broken !== undefined ? { from: broken, to: broken } : positionOfPath(text, problem.path);
    return { from: Math.min(from, text.length), to: Math.min(to, text.length), severity: 'error', message: problemText(problem) };
  });
}
