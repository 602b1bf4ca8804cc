// Answers that map one thing to another (DESIGN.md, API contract): a JSON object keyed by it, or
// an array of the same items, which the console also accepts. Both are read as rows, each named
// by its key. The object comes first: it is the form the contract document describes.
import * as z from 'zod/mini';

/**
 * `{ "<key>": value }` or `[item]`, as rows `{ id, ...row }`: `fromEntry` makes a row of a key
 * and its value, `keyOf` names an array item's row.
 */
export function mapOrListOf<Value extends z.ZodMiniType, Item extends z.ZodMiniType, Row extends object>(
  value: Value,
  item: Item,
  fromEntry: (key: string, value: z.output<Value>) => Row,
  fromItem: (item: z.output<Item>) => Row & { id: string },
) {
  return z.pipe(
    z.union([z.record(z.string(), value), z.array(item)]),
    z.transform((answer: z.output<Item>[] | Record<string, z.output<Value>>) =>
      Array.isArray(answer)
        ? answer.map(fromItem)
        : Object.entries(answer).map(([key, entry]) => ({ ...fromEntry(key, entry), id: key })),
    ),
  );
}
