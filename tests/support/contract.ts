// Test records read through the contract, as the data provider reads the server's answers:
// a fixture writes only the fields its test is about, and every other field is what the
// console makes of a missing one.
import * as z from 'zod/mini';

export const readAs = <S extends z.ZodMiniType>(schema: S, items: readonly Partial<z.input<S>>[]): z.output<S>[] =>
  items.map((item) => z.parse(schema, item));
