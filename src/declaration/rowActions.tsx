import EditIcon from '@mui/icons-material/Edit';
import { useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { openFetchedDocument } from '../common/openDocument';
import { ROW_ACTION, RowActionButton } from '../common/table/AppTable';
import { useGuardedChange } from '../common/useGuardedChange';
import { ViewLink } from '../common/viewState/ViewLink';
import type { ConsoleDataProvider } from '../dataProvider/dataProvider';
import type { CallRowAction, Column, DeleteRowAction, ResourceSchema, RowAction } from './types';

type ServerAction<R> = CallRowAction<R> | DeleteRowAction<R>;
type Request<R> = (action: ServerAction<R>, record: R) => void;

const EDIT_ONLY: readonly RowAction<never>[] = [{ kind: 'edit' }];
const NONE: readonly RowAction<never>[] = [];

/** A declaration's row actions: those it lists, else 'Editar' when it has an edit dialog. */
export function rowActionsOf<R extends RaRecord>(schema: ResourceSchema<R>): readonly RowAction<R>[] {
  return schema.list.actions ?? (schema.edit ? EDIT_ONLY : NONE);
}

/**
 * Whether a row action changes something: editing, deleting, and a call whose endpoint is not a
 * GET; opening a link and a call that reads (a
 * document's download) do not.
 */
export function writes<R extends RaRecord>(action: RowAction<R>, schema: ResourceSchema<R>): boolean {
  switch (action.kind) {
    case 'open':
      return false;
    case 'call': {
      const call = schema.endpoints.actions?.[action.action]?.call;
      return typeof call === 'function' || call?.method !== 'GET';
    }
    default:
      return true;
  }
}

/** The link to a record's edit dialog, keeping the list's view (its query string) behind it. */
function EditLink({ id }: { id: RaRecord['id'] }) {
  return (
    <ViewLink pathname={encodeURIComponent(String(id))} className={ROW_ACTION} aria-label="Editar" title="Editar">
      <EditIcon fontSize="small" />
    </ViewLink>
  );
}

/** A write action under a write lock: its button shown, disabled, with the lock's reason. */
function LockedAction({ label, icon, reason }: { label: string; icon: ReactNode; reason: string }) {
  return (
    <span title={reason}>
      <button type="button" disabled className={ROW_ACTION} aria-label={label}>
        {icon}
      </button>
    </span>
  );
}

interface ButtonsProps<R extends RaRecord> {
  actions: readonly RowAction<R>[];
  record: R;
  request: Request<R>;
  schema: ResourceSchema<R>;
  lockedBecause?: string;
}

/** What a locked action shows: its name and icon. */
function lockedLook<R extends RaRecord>(action: RowAction<R>): { label: string; icon: ReactNode } {
  if (action.kind === 'edit') return { label: 'Editar', icon: <EditIcon fontSize="small" /> };
  const Icon = action.icon;
  return { label: action.label, icon: <Icon fontSize="small" /> };
}

// Plain links and buttons styled by the table, their names also the browser's hint (see RowActionButton).
function RowActionButtons<R extends RaRecord>({ actions, record, request, schema, lockedBecause }: ButtonsProps<R>) {
  return actions.map((action, position) => {
    if (action.visible && !action.visible(record)) return null;
    if (lockedBecause !== undefined && writes(action, schema)) return <LockedAction key={position} reason={lockedBecause} {...lockedLook(action)} />;
    switch (action.kind) {
      case 'edit':
        return <EditLink key={position} id={record.id} />;
      case 'open': {
        const href = action.href(record);
        const Icon = action.icon;
        const inPage = action.fetchInPage;
        const openInPage = inPage
          ? (event: MouseEvent) => {
              event.preventDefault();
              void openFetchedDocument(href as string, inPage.errorTitle);
            }
          : undefined;
        return href ? (
          <a
            key={position}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openInPage}
            className={ROW_ACTION}
            aria-label={action.label}
            title={action.label}
          >
            <Icon fontSize="small" />
          </a>
        ) : null;
      }
      default: {
        const Icon = action.icon;
        return <RowActionButton key={position} label={action.label} icon={<Icon fontSize="small" />} onClick={() => request(action, record)} />;
      }
    }
  });
}

/**
 * The 'Opciones' column of a declared list and the confirmation its actions ask for. An action
 * runs its declared call through the data provider under the console's one guard of changes
 * (useGuardedChange: a click while one runs is ignored), which notifies its outcome and asks for
 * the list again; its confirmation stays open until the call ends, whichever way.
 */
export function useRowActions<R extends RaRecord>(schema: ResourceSchema<R>, canWrite: boolean, lockedBecause?: string): { column?: Column<R>; dialog: ReactNode } {
  // A user who may not write is offered the actions that read only (useWriteAccess); under a
  // write lock the others are shown too, disabled.
  const actions = useMemo(
    () => (canWrite || lockedBecause !== undefined ? rowActionsOf(schema) : rowActionsOf(schema).filter((action) => !writes(action, schema))),
    [schema, canWrite, lockedBecause],
  );
  const resource = schema.name;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { run, pending } = useGuardedChange();
  const [asked, setAsked] = useState<{ action: ServerAction<R>; record: R }>();
  const close = useCallback(() => setAsked(undefined), []);

  const perform = useCallback(
    async (action: ServerAction<R>, record: R) => {
      const call = async () => {
        const answer =
          action.kind === 'delete'
            ? await dataProvider.delete(resource, { id: record.id, previousData: record })
            : await dataProvider.action(resource, action.action, record);
        action.onDone?.({ answer, record });
      };
      const stale = action.refresh === false ? [] : [[resource]];
      // Closed once the call ends; a click ignored while another call runs leaves it open.
      if (await run(call, { success: action.success, errorTitle: action.errorTitle, stale, onFailure: close })) close();
    },
    [dataProvider, resource, run, close],
  );

  const request = useCallback<Request<R>>(
    (action, record) => {
      if (action.confirm) setAsked({ action, record });
      else void perform(action, record);
    },
    [perform],
  );

  const column = useMemo<Column<R> | undefined>(
    () =>
      actions.length
        ? {
            source: 'id',
            key: 'opciones',
            label: 'Opciones',
            sortable: false,
            exportValue: false,
            render: (record) => <RowActionButtons actions={actions} record={record} request={request} schema={schema} lockedBecause={lockedBecause} />,
          }
        : undefined,
    [actions, request, schema, lockedBecause],
  );

  const confirm = asked?.action.confirm;
  const dialog = asked && (
    <ConfirmDialog
      open
      title={confirm?.title}
      content={confirm?.content}
      confirmLabel={confirm?.confirmLabel}
      pending={pending}
      onConfirm={() => void perform(asked.action, asked.record)}
      onClose={close}
    />
  );
  return { column, dialog };
}
