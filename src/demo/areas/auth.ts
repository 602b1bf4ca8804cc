// Sign-in of the demo: the credential 'demo' stands for a Google account, and the demo only
// trusts the tokens it issued itself.
import type { z } from 'zod/mini';
import type { session as sessionSchema } from '../../contract/login';

/** The session the demo answers, as the contract describes it. */
type Session = Partial<z.input<typeof sessionSchema>>;
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

const DEMO_CREDENTIAL = 'demo';
const TOKEN_PREFIX = 'demo-';

export const SESSION_MOTIVO = 'Sesión no válida o caducada';

/** The name of the signed-in demo user, who creates what is requested in the demo. */
export const DEMO_USER = 'Ana Demo';

/** Whether the request carries a bearer token issued by the demo. */
export function isSignedIn(request: Request): boolean {
  const authorization = request.headers.get('Authorization') ?? '';
  return authorization.startsWith(`Bearer ${TOKEN_PREFIX}`);
}

export const authRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/login/core',
    answer(query) {
      if (query.optional('token') !== DEMO_CREDENTIAL) return fail('Credencial no válida');
      const session: Session = {
        token: `${TOKEN_PREFIX}${Date.now().toString(36)}`,
        username: DEMO_USER,
        foto: '/demo-avatar.svg',
        centro: 'GOYA',
      };
      return ok(session);
    },
  },
];
