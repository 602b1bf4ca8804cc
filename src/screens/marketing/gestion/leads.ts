import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import { marketingCalls } from '../../../contract/marketing';
import { LIBRARY_DEFAULT_READS } from '../../../dataProvider/readPolicy';
import type { ResourceSchema } from '../../../declaration/types';
import { LEADS_LOAD_ERROR } from '../calls';
import { leadName, leadStateLabel, nextContactText, type CrmLead } from '../leadLabels';
import type { ScreenMenu } from '../../../screenFile/format';

/** The action that deletes a lead's last contact: the lead returns to its previous state. */
const DELETE_LAST_CONTACT = 'deleteLastContact';

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { group: 'Gestión', title: 'Leads entrantes', icon: 'people', before: '/marketing/gestion/telefonos-entrantes' };

/** Screen 5 (spec 01 §2), the CRM: the month's incoming leads of one academy, with the tools to delete them. */
export const declaration: ResourceSchema<CrmLead> = {
  name: 'marketing/gestion/leads',
  readPolicy: LIBRARY_DEFAULT_READS,
  endpoints: {
    list: { call: marketingCalls.crmLeads, params: (filter) => ({ mes: filter.mes, centro: filter.academia }) },
    delete: { call: marketingCalls.deleteLead, params: (id) => ({ id }) },
    actions: { [DELETE_LAST_CONTACT]: { call: marketingCalls.deleteLastContact, params: (lead) => ({ id: lead.id }) } },
  },
  list: {
    title: 'Leads entrantes',
    controls: [
      { kind: 'academy', source: 'academia', label: 'Academia' },
      // Spec 01 §9: 12 months back and 1 forward.
      { kind: 'month', source: 'mes', label: 'Mes', back: 12, forward: 1 },
    ],
    // The keys are those the CRM's links have always named its sorts by (`orden=nombre`).
    columns: [
      { source: 'nombre', label: 'Lead', value: leadName, csvLabel: 'Nombre Lead' },
      { source: 'telefono', label: 'Teléfono' },
      { source: 'email', label: 'Email' },
      { source: 'contactos', label: 'Contactos', csvLabel: 'Total Contactos' },
      // Sorted by the ISO date: the next contacts to make first, closed leads (no date) last either way.
      { source: 'fecha', label: 'Próximo contacto', value: nextContactText, sortValue: (lead) => lead.fecha, csvLabel: 'Próximo Contacto' },
      { source: 'estadoTexto', label: 'Estado', value: (lead) => leadStateLabel(lead.estado), csvLabel: 'Estado Lead' },
    ],
    actions: [
      {
        kind: 'call',
        action: DELETE_LAST_CONTACT,
        label: 'Borrar último contacto',
        icon: HistoryIcon,
        confirm: {
          title: 'Confirmar borrado del último contacto',
          content:
            'El lead volverá a su estado anterior. Las métricas de captación y conversión cambiarán y, si se borra una prueba, la planificación de las clases puede cambiar.',
          confirmLabel: 'Borrar contacto',
        },
        success: { title: 'Contacto borrado', content: 'El último contacto ha sido borrado correctamente' },
        errorTitle: 'Error al borrar el contacto',
      },
      {
        kind: 'delete',
        label: 'Borrar lead',
        icon: DeleteIcon,
        confirm: {
          title: 'Confirmar borrado de lead',
          content:
            'Esta acción no se puede deshacer. El lead desaparecerá del CRM y dejará de contar en las métricas de captación y conversión.',
          confirmLabel: 'Borrar lead',
        },
        success: { title: 'Lead borrado', content: 'El lead ha sido borrado correctamente' },
        errorTitle: 'Error al borrar el lead',
      },
    ],
    search: (lead) => [leadName(lead), lead.telefono, lead.email, leadStateLabel(lead.estado)],
    sort: { field: 'fecha', order: 'ASC' },
    exportName: 'leads-mes',
    loadErrorTitle: LEADS_LOAD_ERROR,
  },
};
