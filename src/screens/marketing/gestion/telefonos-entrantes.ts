import { marketingCalls } from '../../../contract/marketing';
import { LIBRARY_DEFAULT_READS } from '../../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../../declaration/types';
import { academyOrUnknown, leadName, leadStateLabel, type IncomingPhone } from '../leadLabels';
import type { ScreenMenu } from '../../../screenFile/format';

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { group: 'Gestión', title: 'Telefonos entrantes', icon: 'phone-in-talk' };

/** Screen 6 (spec 01 §2): the month's leads that came in by phone, and the number they called. */
export const declaration: ResourceSchema<IncomingPhone> = {
  name: 'marketing/gestion/telefonos-entrantes',
  readPolicy: LIBRARY_DEFAULT_READS,
  endpoints: {
    list: { call: marketingCalls.incomingPhones, params: (filter) => ({ mes: filter.mes }) },
  },
  list: {
    title: 'Resultados',
    controls: [{ kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 1 }],
    columns: [
      { source: 'nombre', label: 'Lead', value: leadName },
      { source: 'centroTexto', label: 'Centro', value: (phone) => academyOrUnknown(phone.centro) },
      // Sorted by the ISO timestamp, which orders as time does.
      { source: 'primer_contacto', label: 'Fecha', type: 'dateTime' },
      { source: 'telefono_entrante', label: 'Teléfono Entrante' },
      { source: 'estadoTexto', label: 'Estado Lead', value: (phone) => leadStateLabel(phone.estado) },
    ],
    search: (phone) => [leadName(phone), academyOrUnknown(phone.centro), leadStateLabel(phone.estado)],
    // Newest calls first.
    sort: { field: 'primer_contacto', order: 'DESC' },
    exportName: 'telefonos-entrantes',
    loadErrorTitle: 'Error al recuperar los teléfonos',
  },
};
