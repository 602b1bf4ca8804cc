// 'Empezar desde una llamada' (issue 42): the administrator names a GET call of the API (its path
// completed from the contract's), the console asks it once through its own HTTP client (session,
// envelope, errors) and proposes a screen file from all the items it answered.
import { Alert, Autocomplete, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { api } from '../../dataProvider/api';
import { screens } from '../../screens/registry';
import { useConfiguredScreens } from '../configuredScreens';
import { CONTRACT_CALLS } from '../contractCalls';
import { screenFile } from '../format';
import { askedCall, proposeScreen, screenFileText } from './fromCall';

/** The contract's GET calls, by path, as the field offers them. */
const GET_PATHS = [...CONTRACT_CALLS.values()].filter((call) => call.method === 'GET').map((call) => call.path);

const isApiPath = (path: string) => path !== '' && z.safeParse(screenFile.shape.calls.shape.list.shape.path, path).success;

export interface StartFromCallDialogProps {
  open: boolean;
  onClose: () => void;
  /** The proposed file's text. */
  onProposed: (text: string) => void;
}

type Asking = { state: 'idle' } | { state: 'asking' } | { state: 'failed'; reason: string };

export function StartFromCallDialog({ open, onClose, onProposed }: StartFromCallDialogProps) {
  const [written, setWritten] = useState('');
  const [asking, setAsking] = useState<Asking>({ state: 'idle' });
  const folder = useConfiguredScreens();
  const titleId = useId();
  const busy = asking.state === 'asking';

  const takenRoutes = () => [
    ...screens.map((screen) => screen.path),
    ...(folder.read ? [...folder.screens.map(({ screen }) => screen.route), ...folder.misconfigured.map(({ route }) => route)] : []),
  ];

  async function propose() {
    const { path, query } = askedCall(written);
    if (!isApiPath(path)) {
      setAsking({ state: 'failed', reason: 'Escribe la ruta de una llamada de la API, que empieza por /api/: /api/core/…' });
      return;
    }
    setAsking({ state: 'asking' });
    let answer: unknown;
    try {
      answer = await api<unknown>('GET', path, query);
    } catch (error) {
      // The client's errors say the server's motivo, or that the answer could not be read.
      setAsking({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (!Array.isArray(answer)) {
      setAsking({ state: 'failed', reason: 'La respuesta no es una lista: una pantalla configurada muestra las listas que responde su llamada.' });
      return;
    }
    const proposed = proposeScreen(written, answer, { takenRoutes: takenRoutes() });
    if (!proposed) {
      setAsking({ state: 'failed', reason: 'La respuesta no trae ningún campo que una columna pueda mostrar.' });
      return;
    }
    setAsking({ state: 'idle' });
    onProposed(screenFileText(proposed));
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Empezar desde una llamada</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          La consola pide la llamada una vez y propone una pantalla con los campos de todos los elementos de la respuesta, leídos como los leería.
        </DialogContentText>
        <Autocomplete
          freeSolo
          options={GET_PATHS}
          inputValue={written}
          onInputChange={(_event, value) => setWritten(value)}
          disabled={busy}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label="Llamada GET de la API"
              helperText="Su ruta, con los parámetros que pida: /api/core/…?mes=05/2026&centro=GOYA"
            />
          )}
        />
        {asking.state === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {asking.reason}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {busy && <CircularProgress size={24} aria-label="Pidiendo la llamada" />}
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void propose()} disabled={busy || !written.trim()}>
          Proponer pantalla
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default StartFromCallDialog;
