import { Box } from '@mui/material';
import { useEffect } from 'react';
import { APP_NAME } from '../../common/Page';
import { TOP_BAR_HEIGHT } from '../../layout/TopBar';

/** The home area (/ and /dashboard): only a full-screen background image. */
export function Home() {
  useEffect(() => {
    document.title = `Inicio · ${APP_NAME}`;
  }, []);
  return (
    <Box
      component="main"
      role="img"
      aria-label="Imagen de fondo del inicio"
      sx={{
        // Fills the content area beside the menu, below the top bar.
        flexGrow: 1,
        minHeight: `calc(100vh - ${String(TOP_BAR_HEIGHT)}px)`,
        backgroundImage: 'url(/dashboard-background.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}
