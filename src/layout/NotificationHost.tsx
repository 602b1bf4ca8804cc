import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { dismissNotification, notifications } from '../common/notifications';

/**
 * Shows the current notification: its title and content, for its timeout, one at a time.
 * Each notification gets a new node at the end of <body>: an open dialog hides everything
 * that existed when it opened from assistive technology, and a failed save inside a dialog
 * must still be announced.
 */
export function NotificationHost() {
  const current = useSyncExternalStore(notifications.subscribe, notifications.current);
  if (!current) return null;
  return (
    <Portal key={current.key}>
      <Snackbar
        open
        autoHideDuration={current.timeout}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') dismissNotification(current.key);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={current.type} variant="filled" closeText="Cerrar" onClose={() => dismissNotification(current.key)} sx={{ minWidth: 320 }}>
          <AlertTitle>{current.title}</AlertTitle>
          {current.content}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
