// Administration staff (spec 02 §3, §7): /api/core/personal/usuario.
import * as z from 'zod/mini';
import { apiCall, optionalParam, param } from './call';
import { accountFields } from './cuentas';
import { code, entity, listOf, shown, shownList, text } from './fields';

const PATH = '/api/core/personal/usuario';

export const staffUser = entity('Usuario', z.object({
  ...accountFields,
  rol: shown(code('StaffRole')),
  /** The work centre. */
  centro: shown(text),
  /** The centres with access. */
  centros: shownList(text),
  /** The spec's other name of `centros`: read as centros when that is missing or empty. */
  centrosPermitidos: shownList(text),
}));

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
      nombre: param('text', { example: 'Elena Sanz' }),
      email: param('text', { example: 'elena.sanz@example.org' }),
      rol: param('code', { codes: 'StaffRole', example: 'USER' }),
      centros: param('academies', { example: ['GOYA'] }),
      centro: param('academy', { example: 'GOYA' }),
    },
  }),
  update: apiCall({
    method: 'PUT',
    path: PATH,
    summary: 'Updates a staff user (acceso false blocks the account).',
    query: {
      id: param('id', { example: 1 }),
      nombre: param('text', { example: 'Elena Sanz' }),
      rol: param('code', { codes: 'StaffRole', example: 'USER' }),
      acceso: optionalParam('boolean', { example: true }),
      centros: param('academies', { example: ['CLASSFY', 'GOYA'] }),
    },
  }),
};
