// The integration tests' API: an MSW server in Node for the whole file (the handlers a test
// adds are removed after it), and on it the demo API, its database reset before each test and
// the console's HTTP client signed in with the demo's sign-in.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Session } from '../../src/authProvider/session';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { resetDb } from '../../src/demo/db';
import { handlers } from '../../src/demo/handlers';

export const TEST_API = 'http://api.test';

export function setUpMswServer(...serverHandlers: RequestHandler[]) {
  const server = setupServer(...serverHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The demo API at scale 1, with dated rows up to `today` (else the real today). */
export function setUpDemoApi({ today }: { today?: Date } = {}) {
  const server = setUpMswServer(...handlers);
  /** The session's token: a test may drop it, or put another in its place. */
  const session: { token?: string } = {};
  const api = createHttpClient({ baseUrl: TEST_API, getToken: () => session.token });
  beforeEach(async () => {
    resetDb({ scale: 1, today });
    session.token = undefined;
    session.token = (await api<Session>('GET', '/login/core', { token: 'demo' })).token;
  });
  return { server, api, session };
}
