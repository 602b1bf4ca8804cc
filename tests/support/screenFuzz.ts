// Random screen files for the fuzz tests: documents derived from a valid file by random edits (a
// node deleted, replaced, retyped, duplicated or renamed), seeded so that a failure repeats.

export type Node = unknown;
type Container = Record<string, Node> | Node[];

/** mulberry32: a small seeded generator, the same documents on every run. */
export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isContainer = (node: Node): node is Container => typeof node === 'object' && node !== null;

/** Every place of a document: its container and key. */
function places(node: Node, found: [Container, string | number][] = []): [Container, string | number][] {
  if (!isContainer(node)) return found;
  const entries: [string | number, Node][] = Array.isArray(node) ? node.map((value, index) => [index, value]) : Object.entries(node);
  for (const [key, value] of entries) {
    found.push([node, key]);
    places(value, found);
  }
  return found;
}

export function deep(depth: number): Node {
  let node: Node = 'fondo';
  for (let level = 0; level < depth; level += 1) node = level % 2 ? [node] : { a: node };
  return node;
}

export function mutate(document: Record<string, Node>, random: () => number): void {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const all = places(document);
  const [container, key] = pick(all);
  const current = (container as Record<string | number, Node>)[key];
  const junk: Node[] = [null, 0, -1, 1.5, 1e300, '', ' ', 'nombr', 'GOYA', '{id}', 'https://x.example/{nombre}', true, [], {}, [1, 'a'], { kind: 'text' }, deep(300), '__proto__', 'constructor'];
  switch (pick(['delete', 'replace', 'retype', 'duplicate', 'rename'] as const)) {
    case 'delete':
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
      return;
    case 'replace':
      (container as Record<string | number, Node>)[key] = structuredClone(pick(junk));
      return;
    case 'retype':
      (container as Record<string | number, Node>)[key] =
        typeof current === 'string' ? Number(current.length) : typeof current === 'number' ? String(current) : typeof current === 'boolean' ? String(current) : Array.isArray(current) ? { ...current } : isContainer(current) ? Object.values(current) : 'texto';
      return;
    case 'duplicate': {
      const [target, targetKey] = pick(all);
      const copy = structuredClone(current);
      if (Array.isArray(target)) target.push(copy);
      else (target as Record<string, Node>)[String(targetKey)] = copy;
      return;
    }
    case 'rename':
      if (!Array.isArray(container)) {
        container[`${String(key)}x`] = current;
        delete container[key];
      }
  }
}
