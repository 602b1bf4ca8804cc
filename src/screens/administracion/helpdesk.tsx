import CheckIcon from '@mui/icons-material/Check';
import { helpdeskCalls, type HelpdeskTicket } from '../../contract/helpdesk';
import type { ResourceSchema } from '../../declaration/types';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ScreenMenu } from '../../screenFile/format';

export type { HelpdeskTicket };

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Helpdesk', icon: 'support-agent', before: '/administracion/certificados' };

export const declaration: ResourceSchema<HelpdeskTicket> = {
  name: 'administracion/helpdesk',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { call: helpdeskCalls.list },
    actions: { resolve: { call: helpdeskCalls.resolve, params: (ticket) => ({ id: ticket.id, resuelto: true }) } },
  },
  list: {
    title: 'Helpdesk',
    columns: [
      { source: 'categoria', label: 'Categoría' },
      { source: 'centro', label: 'Centro' },
      { source: 'fecha', label: 'Fecha', type: 'date' },
      {
        source: 'titulo',
        key: 'contenido',
        label: 'Contenido',
        csvLabel: 'Título y descripción',
        render: (ticket) => (
          <>
            <strong>{ticket.titulo}</strong>
            <br />
            {ticket.descripcion}
          </>
        ),
        exportValue: (ticket) => [ticket.titulo, ticket.descripcion].filter(Boolean).join(': '),
      },
    ],
    actions: [
      {
        kind: 'call',
        action: 'resolve',
        label: 'Resolver',
        icon: CheckIcon,
        // Offered unless the answer says it is resolved.
        visible: (ticket) => ticket.resuelto !== true,
        success: { title: 'Helpdesk resuelto', content: 'El helpdesk se ha marcado como resuelto' },
        errorTitle: 'Error al resolver el helpdesk',
      },
    ],
    search: (ticket) => [ticket.categoria, ticket.centro, ticket.titulo, ticket.descripcion],
    sort: { field: 'fecha', order: 'DESC' },
    exportName: 'helpdesk',
    loadErrorTitle: 'Error al recuperar los helpdesk',
  },
};
