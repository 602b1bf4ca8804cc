import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HintButton } from '../common/HintButton';

/** The help text of a route: only the dashboard has a help panel so far. */
export function helpTextFor(pathname: string): string {
  return pathname === '/dashboard' ? 'Hola' : 'Esta sección no tiene un panel de ayuda';
}

export function HelpButton() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    <>
      <HintButton color="inherit" label="Ayuda" onClick={() => setOpen(true)} icon={<HelpOutlineIcon />} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Información</DialogTitle>
        <DialogContent>
          <Typography>{helpTextFor(pathname)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
