import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { RETRY_LABEL } from '../layout/ScreenError';
import type { RetryProps } from './lazyComponent';

/**
 * In place of a dialog whose code could not be loaded (offline, or a new version deployed):
 * a dialog still, where the user looked for one, that fetches it again or closes.
 */
export function DialogNotLoaded({ retry, onClose }: RetryProps & { onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{translate('ra.page.error')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('ra.message.error')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button variant="contained" onClick={retry}>
          {RETRY_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
