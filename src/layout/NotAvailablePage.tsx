import { Typography } from '@mui/material';
import { Page } from '../common/Page';

/** A route of the menu whose screen is not built yet: says so, and offers nothing else. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Typography>Esta sección todavía no está disponible en la consola.</Typography>
    </Page>
  );
}
