import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { dismissNotification, notifications } from '../common/notifications';

/** Shows the current notification: its title and content, for its timeout, one at a time. */
export function NotificationHost() {
  const current = useSyncExternalStore(notifications.subscribe, notifications.current);
  if (!current) return null;
  return (
    <Snackbar
      key={current.key}
      open
      autoHideDuration={current.timeout}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissNotification(current.key);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={current.type} variant="filled" onClose={() => dismissNotification(current.key)} sx={{ minWidth: 320 }}>
        <AlertTitle>{current.title}</AlertTitle>
        {current.content}
      </Alert>
    </Snackbar>
  );
}
