// The access logs (spec 02 §3): what a row is, and the screen's heading with their count.
import type { RaRecord } from 'react-admin';
import { formatQuantity } from '../../common/format';
import { inParentheses, joinPresent } from '../../common/text';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../declaration/types';
import type { StaffUser } from './accounts';
import { accessLogCalls, type AccessLogItem } from '../../contract/registroAcceso';
import { declaration as usuarios } from './administracion';
import type { ScreenMenu } from '../../screenFile/format';

/** One request of a user, numbered by its position in the answer (the spec gives it no id). */
export type AccessLog = AccessLogItem & { id: number };

/** 'Logs (20.345)': the heading counts the logs found. */
export const logsTitle = (count: number): string => `Logs (${formatQuantity(count)})`;

/** A user of the selector: the id sent, the name and e-mail shown (two people may share a name). */
function userOption(record: RaRecord) {
  const user = record as StaffUser;
  return { id: String(user.id), name: joinPresent([user.nombre, inParentheses(user.email)]) };
}

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Logs', icon: 'description' };

/** The access logs of one user on one day (spec 02 §2, Personnel). */
export const declaration: ResourceSchema<AccessLog> = {
  name: 'personal/logs',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: accessLogCalls.list, params: (filter) => ({ fecha: filter.fecha, usuario: filter.usuario }) },
  },
  list: {
    title: logsTitle,
    // The query runs only when both are chosen; the day starts on today.
    controls: [
      { kind: 'day', source: 'fecha', label: 'Fecha', required: true },
      {
        kind: 'choice',
        source: 'usuario',
        label: 'Usuario',
        required: true,
        from: usuarios,
        option: userOption,
        emptyLabel: 'Sin usuario',
        loadErrorTitle: 'Error al recuperar los usuarios',
      },
    ],
    columns: [
      { source: 'usuario', label: 'Nombre', csvLabel: 'Usuario' },
      { source: 'email', label: 'E-mail' },
      { source: 'fecha', label: 'Fecha', type: 'dateTime' },
      { source: 'metodo', label: 'Método' },
      { source: 'url', label: 'URL' },
    ],
    search: (log) => [log.metodo, log.url, log.usuario, log.email],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'logs',
    loadErrorTitle: 'Error al recuperar los logs',
  },
};
