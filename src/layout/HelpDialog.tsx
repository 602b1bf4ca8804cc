import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The help text of a route: only the dashboard has a help panel so far. */
export function helpTextFor(pathname: string): string {
  return pathname === '/dashboard' ? 'Hola' : 'Esta sección no tiene un panel de ayuda';
}

/** The help dialog of spec 01 §2 ('Información', large width) and what opens it: the top bar's 'Ayuda'. */
export function useHelpDialog(): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  const dialog = (
    <Dialog open={isOpen} onClose={close} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Información</DialogTitle>
      <DialogContent>
        <HelpText />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
  return { open: () => setOpen(true), dialog };
}

/** Its own component: only the open dialog follows the route. */
function HelpText() {
  const { pathname } = useLocation();
  return <Typography>{helpTextFor(pathname)}</Typography>;
}
