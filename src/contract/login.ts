// Sign-in (spec 01 §7): the identity provider's credential traded for a session.
import * as z from 'zod/mini';
import { apiCall, param } from './call';
import { assumed, code, computed, entity, requiredBySpec, shown, text } from './fields';

/** Spec 01 §7: the sign-in "returns the session with at least token, username and foto". */
const AT_LEAST = 'spec 01 §7';

/** The session as `GET /login/core` answers it and the console stores it. */
export const session = entity(
  'Sesion',
  z.object({
    token: requiredBySpec(
      computed(text, "The sign-in fails with 'Error iniciando sesión' and 'No se ha podido procesar la petición'; so does an empty token."),
      AT_LEAST,
    ),
    username: requiredBySpec(shown(text, "The greeting is 'Hola, '."), AT_LEAST),
    foto: requiredBySpec(shown(text, 'The top bar shows a blank avatar.'), AT_LEAST),
    centro: assumed(shown(text), 'Without it, academy selectors start on the first active academy (HERNANI).'),
    rol: assumed(shown(code('StaffRole')), 'Without it, every action is offered and the server judges (CONSULTOR is read-only).'),
  }).check(z.refine((read) => read.token.trim() !== '', { path: ['token'], message: 'un token vacío' })),
);

type SessionRead = z.output<typeof session>;
/** A session as read, or as stored: only the token is sure to be there. */
export type Session = Pick<SessionRead, 'token'> & Partial<Omit<SessionRead, 'token'>>;

export const signIn = apiCall({
  method: 'GET',
  path: '/login/core',
  summary: 'Sign-in: trades the identity provider credential for a session.',
  query: { token: param('text', { example: 'demo', note: "The identity provider's credential." }) },
  answer: session,
});
