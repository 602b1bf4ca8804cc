import { Alert, AlertTitle, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useEditContext, useSaveContext, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { notify, notifyFailure } from '../common/notifications';
import type { FormSchema, FormValues, ListFilter, ResourceSchema } from './types';
import { useCloseToList } from './closeToList';
import { FieldInput } from './FieldInput';
import { failedRules, isShown, requiredFilled } from './formFields';

export interface DialogProps<R extends RaRecord> {
  schema: ResourceSchema<R>;
  mode: 'create' | 'edit';
  /** The list's server parameters: a record is looked up in the list it was shown in. */
  listFilter?: ListFilter;
  /** The row the list shows for an id, if it is loaded: the edit starts from it. */
  rowOf?: (id: string) => R | undefined;
}

/**
 * The create or edit dialog of a declared resource, open while the URL is `…/create` or
 * `…/:id`. Saving is pessimistic: the dialog waits for the server, keeps what the user typed
 * when the save fails (a 403 included), and cannot be closed or submitted twice while it
 * saves. onSuccess runs only when the server said ok with HTTP 2xx in the current session
 * (httpClient.ts; authProvider.checkError never lets react-admin make up a success).
 */
export function ResourceFormDialog<R extends RaRecord>({ schema, mode, listFilter, rowOf }: DialogProps<R>) {
  const form = (mode === 'create' ? schema.create : schema.edit) as FormSchema<R>;
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const close = useCloseToList(schema.name);

  const mutationOptions = {
    onSuccess: () => {
      notify('success', form.success.title, form.success.content);
      // react-admin refetches the list after a create by itself; after an update it only
      // patches its cache, so the resource is asked of the server again here.
      if (mode === 'edit') void queryClient.invalidateQueries({ queryKey: [schema.name] });
      close();
    },
    onError: (error: Error) => notifyFailure(form.errorTitle, error),
  };

  if (mode === 'create') {
    return (
      <CreateBase resource={schema.name} redirect={false} mutationOptions={mutationOptions}>
        <FormDialog form={form} onClose={close} />
      </CreateBase>
    );
  }
  // Without a `one` endpoint the record is the row the list shows (under its own server
  // parameters, which a month or an academy may narrow): taken from the list when it is loaded,
  // else looked up in the same list. The parameters are part of the cache key of the record,
  // for the read and for the save alike.
  const fromList = schema.endpoints.one ? undefined : { meta: { filter: listFilter ?? {} }, initialData: rowOf?.(id) };
  return (
    <EditBase
      resource={schema.name}
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ ...mutationOptions, meta: fromList?.meta }}
      queryOptions={{
        ...fromList,
        onError: (error: Error) => {
          notifyFailure(schema.list.loadErrorTitle, error);
          close();
        },
      }}
    >
      <WhenRecordLoaded form={form} onClose={close} />
    </EditBase>
  );
}

function WhenRecordLoaded<R extends RaRecord>({ form, onClose }: { form: FormSchema<R>; onClose: () => void }) {
  const { isPending, record } = useEditContext<R>();
  const prepared = useMemo(() => (record && form.prepare ? { ...record, ...form.prepare(record) } : record), [record, form]);
  return isPending ? (
    <Dialog open aria-label="Cargando">
      <DialogContent>
        <CircularProgress aria-label="Cargando" />
      </DialogContent>
    </Dialog>
  ) : (
    <FormDialog form={form} onClose={onClose} record={prepared} />
  );
}

interface FormDialogProps<R extends RaRecord> {
  form: FormSchema<R>;
  onClose: () => void;
  record?: FormValues;
}

function FormDialog<R extends RaRecord>({ form, onClose, record }: FormDialogProps<R>) {
  const titleId = useId();
  const saving = useSaveContext().saving === true;
  // A create dialog's starting values are worked out once, when it opens.
  const [defaultValues] = useState(() => form.defaults?.());
  const closeUnlessSaving = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open onClose={closeUnlessSaving} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* The fields' own Spanish messages, not the browser's checks of e-mail inputs (in its language). */}
      <Form record={record} defaultValues={defaultValues} noValidate>
        <DialogTitle id={titleId}>{form.title}</DialogTitle>
        <FormBody form={form} saving={saving} onCancel={closeUnlessSaving} />
      </Form>
    </Dialog>
  );
}

/** The fields shown for the values being typed, the failing rules' warnings, and the buttons. */
function FormBody<R extends RaRecord>({ form, saving, onCancel }: { form: FormSchema<R>; saving: boolean; onCancel: () => void }) {
  const values = useWatch() as FormValues;
  const warnings = failedRules(form.rules ?? [], values);
  const blocked = warnings.length > 0 || (form.submitWhenComplete === true && !requiredFilled(form.fields, values));
  return (
    <>
      <DialogContent>
        <Stack sx={{ pt: 1 }} spacing={1}>
          {form.notice && <Alert severity="info">{form.notice}</Alert>}
          <Stack>
            {form.fields.map((field) => (isShown(field, values) ? <FieldInput key={field.source} field={field} /> : null))}
          </Stack>
          {warnings.map((warning) => (
            <Alert key={warning.message} severity="warning">
              {warning.title && <AlertTitle>{warning.title}</AlertTitle>}
              {warning.message}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <SaveButton label={form.submitLabel} icon={<></>} alwaysEnable={!saving && !blocked} disabled={saving || blocked} />
      </DialogActions>
    </>
  );
}
