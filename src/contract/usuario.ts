// Administration staff (spec 02 §3, §7): /api/core/personal/usuario.
import * as z from 'zod/mini';
import { STAFF_ROLE_CODES } from './vocabulary';
import { apiCall, param } from './call';
import { accountFields } from './cuentas';
import { code, listOf, shown, shownList, text } from './fields';

const PATH = '/api/core/personal/usuario';

export const staffUser = z.object({
  ...accountFields,
  rol: shown(code(STAFF_ROLE_CODES)),
  /** The work centre. */
  centro: shown(text),
  /** The centres with access. */
  centros: shownList(text),
  /** The spec's other name of `centros`: read as centros when that is missing or empty. */
  centrosPermitidos: shownList(text),
});

/** A staff user with the centres with access as `centros`, whichever name they came under. */
export const staffUserRecord = z.pipe(
  staffUser,
  z.transform(({ centrosPermitidos, ...user }: z.output<typeof staffUser>) => ({
    ...user,
    centros: user.centros.length > 0 ? user.centros : centrosPermitidos,
  })),
);

export type StaffUserItem = z.output<typeof staffUser>;
export type StaffUserRecord = z.output<typeof staffUserRecord>;

export const staffUserCalls = {
  list: apiCall({ method: 'GET', path: `${PATH}/list`, summary: 'Every member of the administration staff.', answer: listOf(staffUserRecord) }),
  create: apiCall({
    method: 'POST',
    path: PATH,
    summary: 'Creates a staff user; the work centre must be among the centres with access.',
    query: {
      nombre: param('text'),
      email: param('text'),
      rol: param('text', { example: 'USER' }),
      centros: param('academies', { example: ['GOYA'] }),
      centro: param('academy', { example: 'GOYA' }),
    },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a staff user (acceso false blocks the account).',
    query: {
      id: param('id'),
      nombre: param('text'),
      rol: param('text', { example: 'USER' }),
      acceso: param('boolean', { required: false }),
      centros: param('academies', { example: ['GOYA'] }),
    },
  }),
};
