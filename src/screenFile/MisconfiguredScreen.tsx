// What an administrator sees at the route of a configured screen whose file was left out; in
// the configured screens' lazy chunk (with the checker's problemText), which a failed file
// has always loaded already.
import { Typography } from '@mui/material';
import { Page } from '../common/Page';
import { problemText, type ScreenProblem } from './problems';
import type { FailedScreen } from './configuredScreens';

export const MISCONFIGURED_TITLE = 'Pantalla mal configurada';

/** A file's problems, one line each, in the checker's words; `dense` inside a table's cell. */
export function ScreenProblems({ problems, dense = false }: { problems: readonly ScreenProblem[]; dense?: boolean }) {
  return (
    <Typography component="ul" variant={dense ? 'body2' : 'body1'} sx={{ pl: dense ? 2 : 3, m: 0 }}>
      {problems.map((problem, position) => (
        <li key={position}>{problemText(problem)}</li>
      ))}
    </Typography>
  );
}

/** The file's problems, one line each, as `npm run screens:check` prints them. */
export function MisconfiguredScreen({ failed }: { failed: FailedScreen }) {
  return (
    <Page title={MISCONFIGURED_TITLE}>
      <Typography sx={{ mb: 1 }}>
        {`El archivo ${failed.file} de la carpeta de pantallas no se ha cargado. El resto de la consola funciona; corrige lo siguiente y recarga la página:`}
      </Typography>
      <ScreenProblems problems={failed.problems} />
    </Page>
  );
}
