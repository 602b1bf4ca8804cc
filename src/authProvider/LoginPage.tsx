import { Alert, Box, Button, CssBaseline, Paper, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useState } from 'react';
import { DEMO_MODE, GOOGLE_CLIENT_ID } from '../config';
import { GOOGLE_VERIFICATION_ERROR, SIGN_IN_ERROR_TITLE, signIn } from './signIn';
import { notify } from '../common/notifications';
import { PRIMARY_BLUE } from '../layout/palette';
import type { Session } from './session';

export const SIGN_IN_LABEL = 'Iniciar sesión';
export const CONSULTANT_SIGN_IN_LABEL = 'Entrar como consultor';
/** The credentials the demo API accepts in place of Google's: an administrator's and a read-only consultant's. */
const DEMO_CREDENTIAL = 'demo';
const DEMO_CONSULTANT_CREDENTIAL = 'demo-consultor';

/** The sign-in page's own look, the same before the console (and its theme) is loaded and inside it. */
const signInTheme = createTheme({ palette: { primary: { main: PRIMARY_BLUE } } });

/**
 * The sign-in screen: the logo and the identity provider's button. It needs neither the admin
 * framework nor a router, so it can be shown before they are loaded; its theme and baseline
 * (no margin around the page, so that the grey fills the window) are its own, so that it looks
 * the same on a first visit and after a logout.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  return (
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
      >
        <Paper sx={{ p: 4, width: 360, maxWidth: '100%', textAlign: 'center' }}>
          <Box component="img" src="/logo.svg" alt="Logo de las academias" sx={{ width: 160, height: 'auto', mb: 2 }} />
          <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
            Consola de academias
          </Typography>
          {DEMO_MODE ? <DemoButton onSignedIn={onSignedIn} /> : <GoogleButton onSignedIn={onSignedIn} />}
        </Paper>
      </Box>
    </ThemeProvider>
  );
}

/**
 * Demo mode: the same button, signing in with the demo credential instead of Google's, and a
 * second one for trying the console as a read-only consultant.
 */
function DemoButton({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async (credential: string) => {
    if (busy) return;
    setBusy(true);
    const session = await signIn(credential);
    setBusy(false);
    if (session) onSignedIn(session);
  };
  return (
    <>
      <Button variant="contained" size="large" fullWidth onClick={() => void start(DEMO_CREDENTIAL)} disabled={busy}>
        {SIGN_IN_LABEL}
      </Button>
      <Button variant="outlined" fullWidth onClick={() => void start(DEMO_CONSULTANT_CREDENTIAL)} disabled={busy} sx={{ mt: 1 }}>
        {CONSULTANT_SIGN_IN_LABEL}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Modo demostración: los datos son ficticios.
      </Typography>
    </>
  );
}

function GoogleButton({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  if (!GOOGLE_CLIENT_ID) {
    return (
      <Alert severity="error" sx={{ textAlign: 'left' }}>
        No se puede iniciar sesión: falta el identificador de cliente de Google (VITE_GOOGLE_CLIENT_ID) en esta
        instalación. Avisa al equipo técnico.
      </Alert>
    );
  }
  return (
    <GoogleOAuthProvider clientId={GOOGLE_CLIENT_ID} locale="es">
      <Box role="group" aria-label={SIGN_IN_LABEL} sx={{ display: 'flex', justifyContent: 'center' }}>
        <GoogleLogin
          text="signin"
          onSuccess={({ credential }) => {
            // signIn never rejects: a failure is its notification.
            void signIn(credential).then((session) => {
              if (session) onSignedIn(session);
            });
          }}
          onError={() => notify('error', SIGN_IN_ERROR_TITLE, GOOGLE_VERIFICATION_ERROR)}
        />
      </Box>
    </GoogleOAuthProvider>
  );
}
