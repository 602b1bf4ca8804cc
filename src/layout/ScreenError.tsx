import { Box, Button, Typography } from '@mui/material';
import type { FallbackProps } from 'react-error-boundary';

export const SCREEN_ERROR_TITLE = 'No se ha podido mostrar esta pantalla';
export const SCREEN_ERROR_TEXT = 'Ha ocurrido un error inesperado. El menú sigue disponible para ir a otra pantalla.';
export const RETRY_LABEL = 'Reintentar';

/**
 * In place of a screen that failed while drawing, inside the console's frame: the menu and the
 * top bar stay, and 'Reintentar' draws the screen again. What failed is in the browser console.
 */
export function ScreenError({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  return (
    <Box role="alert" sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {SCREEN_ERROR_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>{SCREEN_ERROR_TEXT}</Typography>
      <Button variant="contained" onClick={resetErrorBoundary}>
        {RETRY_LABEL}
      </Button>
    </Box>
  );
}
