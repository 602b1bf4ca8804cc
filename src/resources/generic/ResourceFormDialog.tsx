import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useEditContext,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { notify, notifyFailure } from '../../common/notifications';
import type { FormField, FormSchema, ResourceSchema } from '../types';
import { CheckboxInput } from './CheckboxInput';

interface DialogProps<R extends RaRecord> {
  schema: ResourceSchema<R>;
  mode: 'create' | 'edit';
}

/**
 * The create or edit dialog of a declared resource, open while the URL is `…/create` or
 * `…/:id`. Saving is pessimistic: the dialog waits for the server, keeps what the user typed
 * when the save fails (a 403 included), and cannot be closed or submitted twice while it
 * saves. onSuccess runs only when the server said ok with HTTP 2xx in the current session
 * (httpClient.ts; authProvider.checkError never lets react-admin make up a success).
 */
export function ResourceFormDialog<R extends RaRecord>({ schema, mode }: DialogProps<R>) {
  const form = (mode === 'create' ? schema.create : schema.edit) as FormSchema;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const { search } = useLocation();
  // Back to the list as it was: its view is the dialog's query string.
  const close = () => navigate({ pathname: `/${schema.name}`, search });

  const mutationOptions = {
    onSuccess: () => {
      notify('success', form.success.title, form.success.content);
      // react-admin refetches the list after a create by itself; after an update it only
      // patches its cache, so the list is asked of the server again here.
      if (mode === 'edit') void queryClient.invalidateQueries({ queryKey: [schema.name, 'getList'] });
      close();
    },
    onError: (error: Error) => notifyFailure(form.errorTitle, error),
  };
  const body = <FormDialog form={form} onClose={close} />;

  return mode === 'create' ? (
    <CreateBase resource={schema.name} redirect={false} mutationOptions={mutationOptions}>
      {body}
    </CreateBase>
  ) : (
    <EditBase
      resource={schema.name}
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{
        onError: (error: Error) => {
          notifyFailure(schema.list.loadErrorTitle, error);
          close();
        },
      }}
    >
      <WhenRecordLoaded>{body}</WhenRecordLoaded>
    </EditBase>
  );
}

function WhenRecordLoaded({ children }: { children: ReactNode }) {
  const { isPending } = useEditContext();
  return isPending ? (
    <Dialog open aria-label="Cargando">
      <DialogContent>
        <CircularProgress aria-label="Cargando" />
      </DialogContent>
    </Dialog>
  ) : (
    children
  );
}

function FormDialog({ form, onClose }: { form: FormSchema; onClose: () => void }) {
  const titleId = useId();
  const { saving } = useSaveContext();
  const closeUnlessSaving = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog open onClose={closeUnlessSaving} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form>
        <DialogTitle id={titleId}>{form.title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            {form.fields.map((field) => (
              <FieldInput key={field.source} field={field} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeUnlessSaving} disabled={saving}>
            Cancelar
          </Button>
          <SaveButton label={form.submitLabel} icon={<></>} alwaysEnable={!saving} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const requiredRule = [required()];

function FieldInput({ field }: { field: FormField }) {
  const validate = field.required ? requiredRule : undefined;
  switch (field.kind) {
    case 'checkbox':
      return <CheckboxInput source={field.source} label={field.label} />;
    case 'select':
      return (
        <SelectInput
          source={field.source}
          label={field.label}
          choices={field.choices ? [...field.choices] : []}
          validate={validate}
          emptyText="Ninguno"
          fullWidth
        />
      );
    default:
      return <TextInput source={field.source} label={field.label} validate={validate} fullWidth />;
  }
}
