import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNREADABLE_ANSWER } from '../../src/dataProvider/ApiError';
import { createHttpClient, type HttpMethod } from '../../src/dataProvider/httpClient';
import { inFlight } from '../../src/dataProvider/inFlight';
import { failure } from '../support/failures';
import { setUpMswServer } from '../support/demoApi';

const BASE = 'http://api.test';
const server = setUpMswServer();
let token: string | undefined;
/** The motivos the client reported the session ended with. */
let sessionEnds: (string | undefined)[] = [];
const api = createHttpClient({
  baseUrl: BASE,
  getToken: () => token,
  onSessionEnd: (motivo) => {
    sessionEnds.push(motivo);
    token = undefined;
  },
});

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: string;
}

/** Answers every verb on `path` with `answer` and records what each request carried. */
function record(path: string, answer: () => Response = () => HttpResponse.json({ resultado: 'ok', datos: 'hecho' })): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${BASE}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('Authorization'),
        body: await request.text(),
      });
      return answer();
    }),
  );
  return seen;
}

/** A promise with its resolver, to hold a handler until the test lets it answer. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  token = 'token-de-prueba';
  sessionEnds = [];
});

describe('request', () => {
  it('sends the bearer token when there is one', async () => {
    const seen = record('/api/x');
    await api('GET', '/api/x');
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe('Bearer token-de-prueba');
  });

  it('sends no Authorization header without a token', async () => {
    token = undefined;
    const seen = record('/api/x');
    await api('GET', '/api/x');
    expect(seen[0].authorization).toBeNull();
  });

  it('reads the token on every call, not once', async () => {
    const seen = record('/api/x');
    await api('GET', '/api/x');
    token = 'otro-token';
    await api('GET', '/api/x');
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-de-prueba', 'Bearer otro-token']);
  });

  it('puts the parameters in the query string of a GET', async () => {
    const seen = record('/api/core/marketing/feedback/list');
    await api('GET', '/api/core/marketing/feedback/list', { fecha_inicio: '09/2025', fecha_fin: '09/2026', centros: ['GOYA', 'LOPEZ DE HOYOS'] });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe('/api/core/marketing/feedback/list');
    expect(seen[0].url.search).toBe('?fecha_inicio=09%2F2025&fecha_fin=09%2F2026&centros%5B%5D=GOYA&centros%5B%5D=LOPEZ%20DE%20HOYOS');
    expect(seen[0].url.searchParams.getAll('centros[]')).toEqual(['GOYA', 'LOPEZ DE HOYOS']);
    expect(seen[0].body).toBe('');
  });

  it('sends no query string without parameters', async () => {
    const seen = record('/api/x');
    await api('GET', '/api/x');
    await api('GET', '/api/x', { vacio: '', nulo: null });
    expect(seen.map((request) => request.url.search)).toEqual(['', '']);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'DELETE'])('puts the parameters of a %s in the query, with an empty body', async (method) => {
    const seen = record('/api/core/planificacion/asignatura');
    await api(method, '/api/core/planificacion/asignatura', { id: 7, nombre: 'Física y Química', activa: true });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe(method);
    expect(seen[0].url.search).toBe('?id=7&nombre=F%C3%ADsica%20y%20Qu%C3%ADmica&activa=true');
    expect(seen[0].body).toBe('');
    expect(seen[0].authorization).toBe('Bearer token-de-prueba');
  });
});

describe('answers', () => {
  it('gives datos of an ok answer', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'ok', datos: [{ id: 1, nombre: 'Matemáticas' }] }));
    expect(await api('GET', '/api/x')).toEqual([{ id: 1, nombre: 'Matemáticas' }]);
  });

  it('gives the whole body of an ok answer without datos', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'ok', token: 't', username: 'Ana' }));
    expect(await api('GET', '/api/x')).toEqual({ resultado: 'ok', token: 't', username: 'Ana' });
  });

  it('fails with motivo when resultado is not ok (HTTP 200), final', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'La asignatura no existe' }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe('La asignatura no existe');
    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
    expect(error.endsSession).toBe(false);
  });

  it('fails with the generic text when a refusal has no motivo', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error' }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.retryable).toBe(false);
  });

  it('fails with the generic text, retryable, on HTTP 500 without an envelope', async () => {
    record('/api/x', () => HttpResponse.text('Internal Server Error', { status: 500 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe('No se ha podido procesar la petición');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
    expect(error.endsSession).toBe(false);
  });

  it('fails with the generic text on HTTP 502 with JSON that is not an envelope', async () => {
    record('/api/x', () => HttpResponse.json({ error: 'Bad Gateway' }, { status: 502 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBe(502);
    expect(error.retryable).toBe(true);
  });

  it('fails with motivo, retryable, on HTTP 500 with an error envelope', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'Base de datos no disponible' }, { status: 500 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe('Base de datos no disponible');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it('fails with the generic text, final, on invalid JSON with HTTP 200', async () => {
    record('/api/x', () => HttpResponse.text('<html><body>Bad Gateway</body></html>', { headers: { 'Content-Type': 'application/json' } }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
  });

  it('fails with the generic text, final, on an empty HTTP 200 answer', async () => {
    record('/api/x', () => new HttpResponse(null, { status: 200 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.retryable).toBe(false);
  });

  it('fails with the generic text, final, on JSON that is not an envelope (HTTP 200)', async () => {
    record('/api/x', () => HttpResponse.json([{ id: 1 }]));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.retryable).toBe(false);
  });

  it('fails with the generic text, retryable, on a network error', async () => {
    record('/api/x', () => HttpResponse.error());
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe('No se ha podido procesar la petición');
    expect(error.status).toBeUndefined();
    expect(error.retryable).toBe(true);
    expect(error.endsSession).toBe(false);
  });

  it('ends the session on HTTP 401 with an envelope, with its motivo', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'Sesión no válida o caducada' }, { status: 401 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.status).toBe(401);
    expect(error.endsSession).toBe(true);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Sesión no válida o caducada');
    expect(sessionEnds).toEqual(['Sesión no válida o caducada']);
  });

  it('ends the session on HTTP 401 without an envelope, with no motivo', async () => {
    record('/api/x', () => HttpResponse.text('Unauthorized', { status: 401 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.status).toBe(401);
    expect(error.endsSession).toBe(true);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(sessionEnds).toEqual([undefined]);
  });

  it('ends no session on a 401 of a call made without one (the sign-in call, a late call after an end)', async () => {
    token = undefined;
    record('/login/core', () => HttpResponse.json({ resultado: 'error', motivo: 'Credencial no válida' }, { status: 401 }));
    const error = await failure(api('GET', '/login/core', { token: 'x' }));
    expect([error.status, error.endsSession, error.message]).toEqual([401, true, 'Credencial no válida']);
    expect(sessionEnds).toEqual([]);
  });

  it('keeps the session on HTTP 403: a refusal like any other, with its motivo', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'Acceso denegado' }, { status: 403 }));
    const error = await failure(api('PUT', '/api/x', { id: 1 }));
    expect(error.status).toBe(403);
    expect(error.endsSession).toBe(false);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Acceso denegado');
    expect(sessionEnds).toEqual([]);
    expect(token).toBe('token-de-prueba');
  });

  it('ends the session once when several calls are answered 401', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'Caducada' }, { status: 401 }));
    const errors = await Promise.all([failure(api('GET', '/api/x')), failure(api('GET', '/api/x'))]);
    expect(errors.map((error) => error.endsSession)).toEqual([true, true]);
    expect(sessionEnds).toEqual(['Caducada']);
  });

  it.each([
    ['ok', () => HttpResponse.json({ resultado: 'ok', datos: 'hecho' })],
    ['a refusal', () => HttpResponse.json({ resultado: 'error', motivo: 'No' })],
    ['a network failure', () => HttpResponse.error()],
  ])('fails a call whose session ended while it was out, answered %s', async (_answer, answer) => {
    const held = deferred();
    server.use(
      http.all(`${BASE}/api/x`, async () => {
        await held.promise;
        return answer();
      }),
    );
    const call = failure(api('DELETE', '/api/x', { id: 1 }));
    token = undefined;
    held.resolve();
    const error = await call;
    expect([error.endsSession, error.retryable, error.message]).toEqual([true, false, 'Vuelve a iniciar sesión']);
  });

  it('fails a call whose session was replaced by another while it was out', async () => {
    const held = deferred();
    server.use(
      http.all(`${BASE}/api/x`, async () => {
        await held.promise;
        return HttpResponse.json({ resultado: 'ok', datos: 'hecho' });
      }),
    );
    const call = failure(api('PUT', '/api/x', { id: 1 }));
    token = 'otra-sesion';
    held.resolve();
    expect((await call).endsSession).toBe(true);
  });

  it('fails with motivo, final, on HTTP 404 with an envelope', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'error', motivo: 'Recurso no encontrado' }, { status: 404 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe('Recurso no encontrado');
    expect(error.status).toBe(404);
    expect(error.retryable).toBe(false);
    expect(error.endsSession).toBe(false);
  });

  it('fails, final, on a 4xx even when its envelope says ok', async () => {
    record('/api/x', () => HttpResponse.json({ resultado: 'ok', datos: [1, 2] }, { status: 400 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
  });

  it('fails, final, on a 4xx without an envelope', async () => {
    record('/api/x', () => HttpResponse.text('Not Found', { status: 404 }));
    const error = await failure(api('GET', '/api/x'));
    expect(error.message).toBe(UNREADABLE_ANSWER);
    expect(error.status).toBe(404);
    expect(error.retryable).toBe(false);
  });
});

describe('requests in flight', () => {
  it('counts two concurrent slow requests and returns to 0 after both', async () => {
    const release = deferred();
    const arrived: string[] = [];
    const bothArrived = deferred();
    server.use(
      http.get(`${BASE}/api/lento/:n`, async ({ params }) => {
        arrived.push(String(params.n));
        if (arrived.length === 2) bothArrived.resolve();
        await release.promise;
        return HttpResponse.json({ resultado: 'ok', datos: Number(params.n) });
      }),
    );
    const counts: number[] = [];
    const unsubscribe = inFlight.subscribe((count) => counts.push(count));
    try {
      expect(inFlight.get()).toBe(0);
      const first = api<number>('GET', '/api/lento/1');
      const second = api<number>('GET', '/api/lento/2');
      await bothArrived.promise;
      expect(inFlight.get()).toBe(2);
      release.resolve();
      expect(await Promise.all([first, second])).toEqual([1, 2]);
      expect(inFlight.get()).toBe(0);
      expect(counts).toEqual([1, 2, 1, 0]);
    } finally {
      unsubscribe();
    }
  });

  it('returns to 0 after failed requests of every kind', async () => {
    const release = deferred();
    let waiting = 0;
    const allArrived = deferred();
    const hold = async (answer: () => Response) => {
      waiting += 1;
      if (waiting === 4) allArrived.resolve();
      await release.promise;
      return answer();
    };
    server.use(
      http.get(`${BASE}/api/red`, () => hold(() => HttpResponse.error())),
      http.get(`${BASE}/api/500`, () => hold(() => HttpResponse.text('boom', { status: 500 }))),
      http.get(`${BASE}/api/rechazo`, () => hold(() => HttpResponse.json({ resultado: 'error', motivo: 'No' }))),
      http.get(`${BASE}/api/json`, () => hold(() => HttpResponse.text('{roto', { headers: { 'Content-Type': 'application/json' } }))),
    );
    const calls = ['/api/red', '/api/500', '/api/rechazo', '/api/json'].map((path) => failure(api('GET', path)));
    await allArrived.promise;
    expect(inFlight.get()).toBe(4);
    release.resolve();
    const errors = await Promise.all(calls);
    expect(errors.map((error) => error.message)).toEqual([UNREADABLE_ANSWER, UNREADABLE_ANSWER, 'No', UNREADABLE_ANSWER]);
    expect(inFlight.get()).toBe(0);
  });

  it('stops notifying a listener after it unsubscribes', async () => {
    record('/api/x');
    const counts: number[] = [];
    const unsubscribe = inFlight.subscribe((count) => counts.push(count));
    await api('GET', '/api/x');
    unsubscribe();
    await api('GET', '/api/x');
    expect(counts).toEqual([1, 0]);
  });
});

describe('waiting for the API to be ready', () => {
  it('sends nothing until ready settles, then sends the call', async () => {
    const seen = record('/api/x');
    const starting = deferred();
    const waiting = createHttpClient({ baseUrl: BASE, getToken: () => token, ready: () => starting.promise });
    const answer = waiting('GET', '/api/x');
    // A call made later by a client that does not wait: once it has been answered, the first
    // would have reached the server too, had it not waited.
    const marker = record('/api/marcador');
    await api('GET', '/api/marcador');
    expect([marker.length, seen.length]).toEqual([1, 0]);
    starting.resolve();
    await expect(answer).resolves.toBe('hecho');
    expect(seen).toHaveLength(1);
  });

  it('still sends the call when getting ready failed, so that its own failure shows', async () => {
    const seen = record('/api/x');
    const waiting = createHttpClient({ baseUrl: BASE, getToken: () => token, ready: () => Promise.reject(new Error('la API de demostración no arrancó')) });
    await expect(waiting('GET', '/api/x')).resolves.toBe('hecho');
    expect(seen).toHaveLength(1);
  });
});
