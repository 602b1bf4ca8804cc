import { describe, expect, it } from 'vitest';
import { ApiError, UNREADABLE_ANSWER } from '../../src/dataProvider/ApiError';
import { unwrapEnvelope } from '../../src/dataProvider/envelope';

/** The ApiError `run` throws (fails the test when it does not throw one). */
function thrown(run: () => unknown): ApiError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

describe('unwrapEnvelope: ok answers', () => {
  it("gives datos when resultado is 'ok'", () => {
    const datos = [{ id: 1, nombre: 'Matemáticas' }];
    expect(unwrapEnvelope({ resultado: 'ok', datos })).toBe(datos);
  });

  it('gives the whole body when an ok answer has no datos', () => {
    const body = { resultado: 'ok', token: 'abc', username: 'Ana' };
    expect(unwrapEnvelope(body)).toBe(body);
    const bare = { resultado: 'ok' };
    expect(unwrapEnvelope(bare)).toBe(bare);
  });

  it('gives falsy datos as they are: only undefined falls back to the body', () => {
    expect(unwrapEnvelope({ resultado: 'ok', datos: null })).toBeNull();
    expect(unwrapEnvelope({ resultado: 'ok', datos: false })).toBe(false);
    expect(unwrapEnvelope({ resultado: 'ok', datos: 0 })).toBe(0);
    expect(unwrapEnvelope({ resultado: 'ok', datos: '' })).toBe('');
    expect(unwrapEnvelope({ resultado: 'ok', datos: [] })).toEqual([]);
    const body = { resultado: 'ok', datos: undefined };
    expect(unwrapEnvelope(body)).toBe(body);
  });
});

describe('unwrapEnvelope: refusals', () => {
  it('fails with motivo, final (not retryable)', () => {
    const error = thrown(() => unwrapEnvelope({ resultado: 'error', motivo: 'La asignatura no existe' }));
    expect(error.message).toBe('La asignatura no existe');
    expect(error.retryable).toBe(false);
    expect(error.endsSession).toBe(false);
  });

  it('treats any resultado other than ok as a refusal', () => {
    expect(thrown(() => unwrapEnvelope({ resultado: 'ko', motivo: 'No' })).message).toBe('No');
    expect(thrown(() => unwrapEnvelope({ resultado: 'OK', motivo: 'Mayúsculas' })).message).toBe('Mayúsculas');
    expect(thrown(() => unwrapEnvelope({ resultado: null, motivo: 'Nulo' })).message).toBe('Nulo');
  });

  it('uses the generic text when motivo is missing, empty, blank or not a string', () => {
    for (const body of [
      { resultado: 'error' },
      { resultado: 'error', motivo: '' },
      { resultado: 'error', motivo: '   ' },
      { resultado: 'error', motivo: 42 },
      { resultado: 'error', motivo: null },
    ]) {
      const error = thrown(() => unwrapEnvelope(body));
      expect(error.message).toBe('No se ha podido procesar la petición');
      expect(error.retryable).toBe(false);
    }
  });
});

describe('unwrapEnvelope: unreadable answers', () => {
  it('fails with the generic text, final, for anything that is not an envelope', () => {
    for (const body of [null, undefined, 'texto', 42, true, [], [{ resultado: 'ok' }], {}, { datos: [1] }, { motivo: 'x' }]) {
      const error = thrown(() => unwrapEnvelope(body));
      expect(error.message).toBe(UNREADABLE_ANSWER);
      expect(error.retryable).toBe(false);
      }
  });

});

describe('ApiError', () => {
  it('is an Error with name, message, status and retryable', () => {
    const error = new ApiError('Motivo', { status: 418, retryable: false });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Motivo');
    expect(error.status).toBe(418);
    expect(error.retryable).toBe(false);
  });

  it('ends the session only when told so by the client (a status alone, 401 or 403, does not)', () => {
    expect(new ApiError('x', { status: 401, retryable: false, endsSession: true }).endsSession).toBe(true);
    expect(new ApiError('x', { status: 403, retryable: false }).endsSession).toBe(false);
    expect(new ApiError('x', { status: 500, retryable: true }).endsSession).toBe(false);
    expect(new ApiError('x', { retryable: true }).endsSession).toBe(false);
  });

  it('has the Spanish generic text of the spec', () => {
    expect(UNREADABLE_ANSWER).toBe('No se ha podido procesar la petición');
  });
});
