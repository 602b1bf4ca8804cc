import CheckIcon from '@mui/icons-material/Check';
import type { ResourceSchema } from '../types';
import { CACHED_READS } from '../../dataProvider/readPolicy';

export interface HelpdeskTicket {
  id: number;
  categoria: string;
  centro: string;
  fecha: string;
  titulo: string;
  descripcion: string;
  resuelto: boolean;
}

const PATH = '/api/core/interno/helpdesk';

export const helpdesk: ResourceSchema<HelpdeskTicket> = {
  name: 'administracion/helpdesk',
  readPolicy: CACHED_READS,
  endpoints: {
    list: { path: `${PATH}/list` },
    actions: { resolve: { path: PATH, method: 'PUT', params: (ticket) => ({ id: ticket.id, resuelto: true }) } },
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
        exportValue: (ticket) => `${ticket.titulo}: ${ticket.descripcion}`,
      },
    ],
    actions: [
      {
        kind: 'call',
        action: 'resolve',
        label: 'Resolver',
        icon: CheckIcon,
        visible: (ticket) => !ticket.resuelto,
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
