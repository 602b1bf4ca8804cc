// Where a checker's problem lies in the text the administrator is typing: the JSON path a
// ScreenProblem names ('$.list.columns[2].field'), as a range of characters of that text.
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';

export interface TextRange {
  from: number;
  to: number;
}

/** The start of the document: where a problem goes whose place cannot be found. */
const START: TextRange = { from: 0, to: 0 };

const STEP = /^(?:\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;

/** The keys and indices of a JSON path as problems.ts writes one; undefined when it is not one. */
export function pathSegments(path: string): (string | number)[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const segments: (string | number)[] = [];
  let rest = path.slice(1);
  while (rest) {
    const step = STEP.exec(rest);
    if (!step) return undefined;
    // One of the three groups matched; the others are undefined, which TypeScript's type of a match does not say.
    const [whole, name, index, quoted] = step as unknown as [string, string | undefined, string | undefined, string];
    segments.push(name ?? (index === undefined ? (JSON.parse(quoted) as string) : Number(index)));
    rest = rest.slice(whole.length);
  }
  return segments;
}

/**
 * The range that stands for a node: a plain value itself; an object or an array by its key when
 * it has one (marking every line of a whole block would hide the text), else by its opening bracket.
 */
function rangeOf(node: Node): TextRange {
  if (node.type !== 'object' && node.type !== 'array') return { from: node.offset, to: node.offset + node.length };
  const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return key ? { from: key.offset, to: key.offset + key.length } : { from: node.offset, to: node.offset + 1 };
}

/**
 * The range of the value at `path` in `text`. A key that is missing (the checker's 'no llegó
 * nada') is shown at the nearest enclosing value that is there; a path that is not one, a text
 * with no JSON value, or the document itself, at the start of the document.
 */
export function positionOfPath(text: string, path: string): TextRange {
  const segments = pathSegments(path);
  const root = parseTree(text, [], { disallowComments: true });
  if (!segments || !root || segments.length === 0) return START;
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const node = findNodeAtLocation(root, segments.slice(0, depth));
    if (node) return rangeOf(node);
  }
  return START;
}

/** Where the text first stops being JSON, or undefined when it is JSON. */
export function firstSyntaxError(text: string): number | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return errors[0]?.offset;
}
