// Sign-in of the demo: the credential 'demo' stands for a Google account of an administrator,
// 'demo-consultor' for one of a consultant (read-only, spec 02 §6); the demo only trusts the
// tokens it issued itself.
import type { z } from 'zod/mini';
import type { session as sessionSchema } from '../../contract/login';

/** The session the demo answers, as the contract describes it. */
type Session = Partial<z.input<typeof sessionSchema>>;
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

/** The demo's credentials and the staff role (the answer's `rol`) each signs in with. */
const DEMO_ROLES = new Map([
  ['demo', 'ADMIN'],
  ['demo-consultor', 'CONSULTOR'],
]);
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
      const rol = DEMO_ROLES.get(query.optional('token') ?? '');
      if (!rol) return fail('Credencial no válida');
      const session: Session = {
        token: `${TOKEN_PREFIX}${Date.now().toString(36)}`,
        username: DEMO_USER,
        foto: '/demo-avatar.svg',
        centro: 'GOYA',
        rol,
      };
      return ok(session);
    },
  },
];
