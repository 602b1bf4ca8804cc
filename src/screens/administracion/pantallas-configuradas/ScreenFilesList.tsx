import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '../../../common/Page';
import { ROW_ACTION } from '../../../common/table/AppTable';
import { ListTable } from '../../../common/table/ListTable';
import { useClientList } from '../../../common/table/useClientList';
import { useLocalListView } from '../../../common/viewState/listView';
import type { Column } from '../../../declaration/types';
import { useConfiguredScreens } from '../../../screenFile/configuredScreens';
import { MISCONFIGURED_TITLE, ScreenProblems } from '../../../screenFile/MisconfiguredScreen';
import { editorPath } from './addresses';
import { NEW_FILE, useDraftFiles } from './drafts';
import { screenFileRows, type ScreenFileRow } from './screenFileRows';

export const CONFIGURED_SCREENS_TITLE = 'Pantallas configuradas';
export const DRAFT_LABEL = 'Borrador';

type Row = ScreenFileRow & { id: string };

// In the index's order, which is the menu's: no column sorts.
const COLUMNS: readonly Column<Row>[] = ([
  {
    source: 'file',
    label: 'Archivo',
    render: (row) => (
      <>
        {row.file === NEW_FILE ? 'Archivo nuevo' : row.file}
        {row.draft && <Chip size="small" label={DRAFT_LABEL} sx={{ ml: 1 }} />}
      </>
    ),
  },
  { source: 'title', label: 'Pantalla' },
  { source: 'route', label: 'Ruta', render: (row) => (row.route && row.linked ? <Link to={row.route}>{row.route}</Link> : row.route) },
  {
    source: 'problems',
    label: 'Estado',
    render: (row) => {
      if (!row.served) return 'Sin publicar';
      if (!row.problems.length) return 'Correcta';
      return (
        <>
          {MISCONFIGURED_TITLE}
          <ScreenProblems problems={row.problems} dense />
        </>
      );
    },
  },
  { source: 'fingerprint', label: 'Huella' },
  {
    source: 'id',
    key: 'opciones',
    label: 'Opciones',
    render: (row) =>
      row.editable && (
        <Link to={editorPath(row.file)} className={ROW_ACTION} aria-label={`Abrir ${row.file === NEW_FILE ? 'la pantalla nueva' : row.file} en el editor`} title="Abrir en el editor">
          <EditIcon fontSize="small" />
        </Link>
      ),
  },
] satisfies Column<Row>[]).map((column) => ({ ...column, sortable: false }));

const FILE_ORDER = { field: 'file', order: 'ASC' } as const;
const NO_ROWS: readonly Row[] = [];

/**
 * The files the console read from the folder of configured screens, each with its screen's
 * title and route, whether it passed ('Correcta') or why not, and its fingerprint; and the
 * drafts this browser keeps ('Borrador'). Reached from the menu by an ADMIN only.
 */
export function ScreenFilesList() {
  const folder = useConfiguredScreens();
  const draftFiles = useDraftFiles();
  const rows = useMemo(() => (folder.read ? screenFileRows(folder, draftFiles).map((row) => ({ ...row, id: row.file })) : NO_ROWS), [folder, draftFiles]);
  const view = useLocalListView(FILE_ORDER);
  const { context } = useClientList<Row>({ resource: 'pantallas-configuradas', rows, isPending: !folder.read, view, singlePage: true, sortBy: (listed) => listed });
  return (
    <Page
      title={CONFIGURED_SCREENS_TITLE}
      toolbar={
        <Button component={Link} nativeButton={false} to={editorPath(NEW_FILE)} variant="contained" startIcon={<AddIcon />}>
          Nueva pantalla
        </Button>
      }
    >
      {!folder.read ? (
        <Typography role="status">Leyendo la carpeta de pantallas…</Typography>
      ) : rows.length ? (
        <ListTable context={context} columns={COLUMNS} paged={false} />
      ) : (
        <Typography>
          La consola no ha leído ninguna pantalla configurada: la carpeta de pantallas no está o su índice no lista ningún archivo. Empieza una con «Nueva pantalla» y descárgala para
          publicarla.
        </Typography>
      )}
    </Page>
  );
}
