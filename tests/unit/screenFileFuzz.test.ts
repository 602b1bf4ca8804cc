// A few hundred documents derived from a valid screen file by random edits (a node deleted,
// replaced, retyped or duplicated), seeded so that a failure repeats: the checker never throws,
// and every document it accepts compiles into a screen whose calls, columns and checks run.
import { readFileSync } from 'node:fs';
import type { RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { checkScreenFile, checkScreenIndex, problemText } from '../../src/screenFile/check';
import type { ConfiguredScreen } from '../../src/screenFile/compile';
import { deep, generator, mutate, type Node } from '../support/screenFuzz';

const original = JSON.parse(readFileSync('src/demo/pantallas/aulas.json', 'utf8')) as Record<string, Node>;

/** Runs what a screen runs: its calls' parameters, its columns, search and checks on odd records. */
function exercise(screen: ConfiguredScreen) {
  const records: RaRecord[] = [
    { id: 1, nombre: 'Aula 1', centro: 'GOYA', planta: 'Baja', capacidad: 20, accesible: true, alta: '2025-01-02' },
    { id: 'x', nombre: null, centro: 7, planta: {}, capacidad: 'mucha', accesible: 'sí', alta: 'ayer' },
  ];
  const { endpoints, list, create, edit } = screen.schema;
  endpoints.list.params?.({ centro: 'GOYA', mes: '13/2025', anio: 'x' });
  for (const record of records) {
    endpoints.create?.params?.(record);
    endpoints.update?.params?.(record);
    endpoints.delete?.params?.(record.id);
    endpoints.one?.params?.(record.id);
    list.search(record);
    for (const column of list.columns) {
      column.value?.(record);
      if (column.type === 'badge') column.badge(record);
      if (column.type === 'link') column.href(record);
    }
    for (const rule of [...(create?.rules ?? []), ...(edit?.rules ?? [])]) rule.check(record);
  }
}

describe('random documents derived from a valid file', () => {
  it('never break the checker, and those it accepts compile into screens that run', () => {
    const random = generator(41);
    let accepted = 0;
    for (let round = 0; round < 400; round += 1) {
      const document = structuredClone(original);
      const edits = 1 + Math.floor(random() * 3);
      for (let edit = 0; edit < edits; edit += 1) mutate(document, random);
      const checked = checkScreenFile('aulas.json', document, { compiledRoutes: ['/administracion/asignaturas'] });
      if (checked.ok) {
        accepted += 1;
        exercise(checked.screen);
      } else {
        expect(checked.problems.length, `round ${String(round)}`).toBeGreaterThan(0);
        for (const problem of checked.problems) expect(problemText(problem)).toMatch(/^aulas\.json, \$\S*: se esperaba .+; (llegó .+|no llegó nada)\.( ¿Quería decir ".+"\?)?$/s);
      }
    }
    // Some edits leave a valid file (a label's text, an optional key deleted), most do not.
    expect(accepted).toBeGreaterThan(20);
    expect(accepted).toBeLessThan(380);
  });

  it('nor does anything that is not a screen file, nor an index', () => {
    for (const junk of [undefined, null, 0, 'x', [], [{}], deep(5000), { version: '1' }, JSON.parse('{"version": 1e400}') as unknown, { version: 1, fields: { toString: {} } }, Object.create(null)]) {
      expect(checkScreenFile('x.json', junk, { compiledRoutes: [] }).ok).toBe(false);
      expect(checkScreenIndex(junk).ok).toBe(false);
    }
  });
});
