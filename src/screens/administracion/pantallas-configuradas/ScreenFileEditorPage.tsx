// The editor of a screen file: its text, fetched fresh from the served folder (or a draft this
// browser keeps, or the starting file of a new screen), in the code editor beside its live
// preview; 'Descargar' saves exactly the editor's text, and the index to publish it with.
// Publishing stays with the operator: nothing here writes to the server.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Loading } from 'react-admin';
import { downloadFile } from '../../../common/download';
import { Page } from '../../../common/Page';
import { useConfiguredScreens } from '../../../screenFile/configuredScreens';
import { ScreenFileEditor } from '../../../screenFile/editor/ScreenFileEditor';
import { StartFromCallDialog } from '../../../screenFile/editor/StartFromCallDialog';
import { fileReader } from '../../../screenFile/readFolder';
import { screens } from '../../registry';
import { drafts, NEW_FILE } from './drafts';
import { fileNameOf, indexWith, routeOf } from './publishing';
import { ScreenPreview } from './ScreenPreview';
import { DRAFT_LABEL } from './ScreenFilesList';
import { STARTING_FILE } from './startingFile';

/** A file of the served folder, read fresh once: undefined while it comes (or when no file is asked for), null when the folder lacks it. */
function useFolderText(file: string | undefined): string | null | undefined {
  const [text, setText] = useState<string | null | undefined>();
  useEffect(() => {
    if (file === undefined) return;
    let current = true;
    void fileReader(fetch)(file).then((read) => current && setText(read));
    return () => {
      current = false;
    };
  }, [file]);
  return text;
}

const JSON_TYPE = 'application/json;charset=utf-8';

export function ScreenFileEditorPage({ file }: { file: string }) {
  const isNew = file === NEW_FILE;
  const folderText = useFolderText(isNew ? undefined : file);
  const served = isNew ? STARTING_FILE : folderText;
  const index = useFolderText('index.json');
  const [draft, setDraft] = useState(() => drafts.read(file));
  const text = draft ?? served ?? undefined;
  const change = useCallback(
    (next: string) => {
      // A text back to the folder's own is no draft.
      if (next === served) drafts.discard(file);
      else drafts.write(file, next);
      setDraft(next === served ? null : next);
    },
    [file, served],
  );
  const [askingCall, setAskingCall] = useState(false);
  const discard = () => {
    drafts.discard(file);
    setDraft(null);
  };

  // The routes a file may not take: the compiled screens', and the folder's other screens'.
  const folder = useConfiguredScreens();
  const takenRoutes = useMemo(
    () => [...screens.map((compiled) => compiled.path), ...(folder.read ? folder.screens.filter(({ screen }) => screen.file !== file).map(({ screen }) => screen.route) : [])],
    [folder, file],
  );
  const fileName = isNew ? (text === undefined ? undefined : fileNameOf(routeOf(text))) : file;
  // A new screen's file named as one the folder has would replace it once published.
  const replaces = isNew && folder.read && fileName !== undefined && [...folder.screens.map(({ screen }) => screen.file), ...folder.failed.map((failed) => failed.file)].includes(fileName);
  // A new file's problems name it as it would be downloaded, once its route says so.
  const checkedAs = fileName ?? 'nueva-pantalla.json';
  const title = isNew ? 'Nueva pantalla' : `Editar ${file}`;

  if (served === undefined && draft === null) return <Loading />;
  return (
    <Page
      title={title}
      header={
        draft !== null && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={DRAFT_LABEL} color="warning" />
            <Typography variant="body2">Este texto es un borrador guardado en este navegador: no se publica hasta que se descarga y se copia en la carpeta de pantallas.</Typography>
            <Button onClick={discard}>Descartar borrador</Button>
          </Stack>
        )
      }
      toolbar={
        <>
          <Button onClick={() => setAskingCall(true)}>Empezar desde una llamada</Button>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={text === undefined || fileName === undefined}
            onClick={() => text !== undefined && fileName !== undefined && downloadFile(fileName, text, JSON_TYPE)}
          >
            {fileName === undefined ? 'Descargar' : `Descargar ${fileName}`}
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={index === undefined || fileName === undefined}
            onClick={() => index !== undefined && fileName !== undefined && downloadFile('index.json', indexWith(index, fileName), JSON_TYPE)}
          >
            Descargar index.json
          </Button>
          <Typography variant="body2" sx={{ flexBasis: '100%' }}>
            {fileName === undefined
              ? 'El archivo se llama como la última parte de su ruta: escribe una ruta válida para poder descargarlo.'
              : `Para publicarlo, copia ${fileName} y el index.json descargado en la carpeta de pantallas del servidor y recarga la consola.`}
          </Typography>
        </>
      }
    >
      {served === null && <Typography role="alert" sx={{ mb: 2 }}>{`La carpeta de pantallas no tiene el archivo ${file}.`}</Typography>}
      {replaces && (
        <Typography role="alert" sx={{ mb: 2 }}>{`La carpeta de pantallas ya tiene un archivo ${fileName}: publicar este lo sustituiría. Cambia la última parte de la ruta para darle otro nombre.`}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <ScreenFileEditor value={text ?? ''} onChange={change} file={checkedAs} />
        <ScreenPreview file={checkedAs} text={text ?? ''} takenRoutes={takenRoutes} />
      </Box>
      <StartFromCallDialog
        open={askingCall}
        onClose={() => setAskingCall(false)}
        onProposed={(proposed) => {
          change(proposed);
          setAskingCall(false);
        }}
      />
    </Page>
  );
}
