// The live preview of a screen file beside its editor: the text checked as the administrator
// types (a moment after they pause), and when it passes, compiled and shown by the real list page
// against the API, reading only. Every write control is there, disabled under the preview's
// write lock (useWriteAccess), which says why. Nothing of it reaches the menu or the routes.
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataProviderContext } from 'react-admin';
import { WriteLock } from '../../../authProvider/useCanWrite';
import { api } from '../../../dataProvider/api';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createSourceCatalogue } from '../../../dataProvider/sourceCatalogue';
import { sourcesOf } from '../../../declaration/declaredArea';
import { ResourceListPage } from '../../../declaration/ResourceListPage';
import { checkScreenText, type CheckedScreen } from '../../../screenFile/check';
import type { ConfiguredScreen } from '../../../screenFile/compile';
import { MISCONFIGURED_TITLE, ScreenProblems } from '../../../screenFile/MisconfiguredScreen';
import { usePaused } from '../../../common/usePaused';

/** Why the preview's write controls are disabled. */
export const PREVIEW_LOCK = 'Vista previa: solo lectura';

/** How long the text must rest before it is checked again: a check per keystroke would lag the typing. */
const SETTLE_MS = 300;

interface PreviewProps {
  /** The file's name, as its problems name it. */
  file: string;
  text: string;
  /** The routes the file may not take: the compiled screens' and the folder's other screens'. */
  takenRoutes: readonly string[];
}

/** The screen the preview shows: named apart from the published one, so that neither reads the other's cached rows. */
function previewed(screen: ConfiguredScreen): ConfiguredScreen {
  return { ...screen, schema: { ...screen.schema, name: `vista-previa/${screen.fingerprint}` } };
}

function PreviewedList({ screen }: { screen: ConfiguredScreen }) {
  // Its own data provider, which knows the previewed screen's calls alone.
  const dataProvider = useMemo(() => createDataProvider(createSourceCatalogue({ sources: sourcesOf([screen.schema]) }), api), [screen.schema]);
  return (
    <WriteLock value={PREVIEW_LOCK}>
      <DataProviderContext value={dataProvider}>
        <ResourceListPage schema={screen.schema} />
      </DataProviderContext>
    </WriteLock>
  );
}

export function ScreenPreview({ file, text, takenRoutes }: PreviewProps) {
  const settled = usePaused(text, SETTLE_MS);
  const checked = useMemo<CheckedScreen>(() => checkScreenText(file, settled, { compiledRoutes: takenRoutes }), [file, settled, takenRoutes]);
  const screen = useMemo(() => (checked.ok ? previewed(checked.screen) : undefined), [checked]);
  return (
    <Box component="section" aria-label="Vista previa" sx={{ minWidth: 0 }}>
      <Typography variant="overline" component="p">
        {PREVIEW_LOCK}
      </Typography>
      {screen ? (
        <PreviewedList screen={screen} />
      ) : (
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {MISCONFIGURED_TITLE}
          </Typography>
          {!checked.ok && <ScreenProblems problems={checked.problems} />}
        </Box>
      )}
    </Box>
  );
}
