// The demo stands in for the real API: every answer it gives to a call the console reads goes
// through that call's contract here, so that the demo cannot drift from what the console
// expects without a test failing. The demo's endpoints that are no call of the contract (those
// served for configured screens, issue 41, whose files declare their fields) are named, each
// with its reason, in contractCoverage.test.ts.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pathOf, type ApiCall, type Param } from '../../src/contract/call';
import { CALL_FAMILIES } from '../../src/contract/index';
import { ApiError } from '../../src/dataProvider/ApiError';
import type { QueryParams } from '../../src/dataProvider/query';
import { setUpDemoApi } from '../support/demoApi';

const { api } = setUpDemoApi();

const REFUSED = Symbol('refused');

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();

/** A value of each format the demo answers with data, where the call gives no example. */
const SAMPLES: Partial<Record<Param['format'], QueryParams[string]>> = {
  month: `${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
  day: `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
  year: today.getFullYear(),
  academy: 'GOYA',
  academies: ['TODOS'],
};

function queryOf(call: ApiCall): QueryParams {
  return Object.fromEntries(
    Object.entries(call.query ?? {}).flatMap(([name, param]) => {
      const value = param.example ?? SAMPLES[param.format];
      if (value === undefined && param.required) throw new Error(`${call.path}: give ${name} an example`);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** Each call the console reads, with its path once per value of its path's parts. */
const reads = CALL_FAMILIES.flatMap(({ calls }) =>
  Object.values(calls)
    .filter((call) => call.method === 'GET' && call.answer)
    .map((call) => {
      const [part, values] = Object.entries(call.pathParams ?? {})[0] ?? [];
      return { call, paths: part ? values.map((value) => pathOf(call, { [part]: value })) : [call.path] };
    }),
);

describe('every answer of the demo fits its call’s contract', () => {
  it.each(reads.map((read) => [read.call.path, read] as const))('GET %s', async (_, { call, paths }) => {
    let answered = 0;
    for (const path of paths) {
      // A sample id may name a record of one kind only ({kind}/details): the demo then refuses,
      // as a server would, and the other kinds' answers are read.
      const answer = await api('GET', path, queryOf(call), { wholeBody: call.wholeBody }).catch((error: unknown) => {
        if (error instanceof ApiError && !error.retryable && paths.length > 1) return REFUSED;
        throw error;
      });
      if (answer === REFUSED) continue;
      answered += 1;
      const read = z.safeParse(call.answer as z.ZodMiniType, answer);
      expect({ path, issues: read.success ? [] : read.error.issues.slice(0, 5) }).toEqual({ path, issues: [] });
    }
    expect(answered).toBeGreaterThan(0);
  });
});
