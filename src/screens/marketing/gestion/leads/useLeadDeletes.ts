// The CRM's two delete flows (spec 01 §4, §8): choose a lead, confirm, wait for the server,
// then notify and refetch. One at a time; nothing can start or close while one is running.
// onSuccess runs only when the server said ok with HTTP 2xx in the current session (httpClient.ts).
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { notify, notifyFailure } from '../../../../common/notifications';
import type { ConsoleDataProvider } from '../../../../dataProvider/dataProvider';
import type { CrmLead } from '../../leadLabels';
import { CRM_LEADS, DELETE_LAST_CONTACT } from '../../calls';

export type LeadDeleteKind = 'lead' | 'lastContact';

interface DeleteTexts {
  title: string;
  content: string;
  confirmLabel: string;
  success: { title: string; content: string };
  errorTitle: string;
}

const LEAD_DELETE_TEXTS: Record<LeadDeleteKind, DeleteTexts> = {
  lead: {
    title: 'Confirmar borrado de lead',
    content:
      'Esta acción no se puede deshacer. El lead desaparecerá del CRM y dejará de contar en las métricas de captación y conversión.',
    confirmLabel: 'Borrar lead',
    success: { title: 'Lead borrado', content: 'El lead ha sido borrado correctamente' },
    errorTitle: 'Error al borrar el lead',
  },
  lastContact: {
    title: 'Confirmar borrado del último contacto',
    content:
      'El lead volverá a su estado anterior. Las métricas de captación y conversión cambiarán y, si se borra una prueba, la planificación de las clases puede cambiar.',
    confirmLabel: 'Borrar contacto',
    success: { title: 'Contacto borrado', content: 'El último contacto ha sido borrado correctamente' },
    errorTitle: 'Error al borrar el contacto',
  },
};

interface DeleteRequest {
  kind: LeadDeleteKind;
  lead: CrmLead;
}

// A deleted lead or contact changes every marketing figure, not only the CRM's.
const isMarketingQuery = (query: Query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('marketing/');

/**
 * `ask(kind, lead)` selects a row's lead and opens the confirmation of `kind`; `confirm` runs it.
 * `refetch` reloads the list on screen after a success.
 */
export function useLeadDeletes(refetch: () => unknown) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  // The kind outlives the selection so that the dialog keeps its texts while it fades out.
  const [kind, setKind] = useState<LeadDeleteKind>('lead');
  const [selected, setSelected] = useState<CrmLead | null>(null);
  // Set synchronously: a double click can land before React renders the pending state.
  const running = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ kind: what, lead }: DeleteRequest) =>
      what === 'lead'
        ? dataProvider.delete<CrmLead>(CRM_LEADS, { id: lead.id, previousData: lead })
        : dataProvider.action(CRM_LEADS, DELETE_LAST_CONTACT, lead),
    onSuccess: (_answer, { kind: what }) => {
      const { success } = LEAD_DELETE_TEXTS[what];
      notify('success', success.title, success.content);
      void queryClient.invalidateQueries({ predicate: isMarketingQuery, refetchType: 'none' });
      refetch();
    },
    onError: (error: Error, { kind: what }) => notifyFailure(LEAD_DELETE_TEXTS[what].errorTitle, error),
    onSettled: () => {
      running.current = false;
      setSelected(null);
    },
  });
  const { mutate } = mutation;

  const ask = useCallback((what: LeadDeleteKind, lead: CrmLead) => {
    if (running.current) return;
    setKind(what);
    setSelected(lead);
  }, []);

  const cancel = useCallback(() => {
    if (!running.current) setSelected(null);
  }, []);

  const confirm = useCallback(() => {
    if (running.current || !selected) return;
    running.current = true;
    mutate({ kind, lead: selected });
  }, [kind, selected, mutate]);

  return {
    /** The lead whose deletion is being confirmed or run; null when no dialog is open. */
    selected,
    texts: LEAD_DELETE_TEXTS[kind],
    pending: mutation.isPending,
    ask,
    cancel,
    confirm,
  };
}
