// What an administrator sees at the route of a configured screen whose file was left out; in
// the configured screens' lazy chunk (with the checker's problemText), which a failed file
// has always loaded already.
import { Typography } from '@mui/material';
import { Page } from '../common/Page';
import { problemText } from './check';
import type { FailedScreen } from './configuredScreens';

export const MISCONFIGURED_TITLE = 'Pantalla mal configurada';

/** The file's problems, one line each, as `npm run screens:check` prints them. */
export function MisconfiguredScreen({ failed }: { failed: FailedScreen }) {
  return (
    <Page title={MISCONFIGURED_TITLE}>
      <Typography sx={{ mb: 1 }}>
        {`El archivo ${failed.file} de la carpeta de pantallas no se ha cargado. El resto de la consola funciona; corrige lo siguiente y recarga la página:`}
      </Typography>
      <Typography component="ul" sx={{ pl: 3, m: 0 }}>
        {failed.problems.map((problem, position) => (
          <li key={position}>{problemText(problem)}</li>
        ))}
      </Typography>
    </Page>
  );
}
