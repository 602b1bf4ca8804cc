// Test records read through the contract, as the data provider reads the server's answers:
// a fixture writes only the fields its test is about, and every other field is what the
// console makes of a missing one.
import * as z from 'zod/mini';
import { apiCall, type Method } from '../../src/contract/call';

export const readAs = <S extends z.ZodMiniType>(schema: S, items: readonly Partial<z.input<S>>[]): z.output<S>[] =>
  items.map((item) => z.parse(schema, item));

/** A call for a test's own declarations, which a fake data provider answers. */
export const testCall = (path: string, method: Method = 'GET') => apiCall({ method, path, summary: 'Llamada de prueba' });
