import { Box } from '@mui/material';
import { useEffect } from 'react';
import { APP_NAME } from '../common/Page';

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
        position: 'absolute',
        inset: 0,
        top: 48,
        backgroundImage: 'url(/dashboard-background.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}
