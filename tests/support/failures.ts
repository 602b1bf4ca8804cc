import { expect } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';

/** The reason a call is rejected with (fails the test when it resolves). */
export async function rejection(call: Promise<unknown>): Promise<unknown> {
  const outcome = await call.then(
    () => ({ resolved: true as const }),
    (reason: unknown) => ({ resolved: false as const, reason }),
  );
  expect(outcome.resolved).toBe(false);
  return outcome.resolved ? undefined : outcome.reason;
}

/** The ApiError a call fails with (fails the test when the call succeeds or fails otherwise). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
