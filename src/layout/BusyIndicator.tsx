import { Box, CircularProgress, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { formatQuantity } from '../common/format';
import { inFlight } from '../dataProvider/inFlight';

/** A spinner with the number of API requests in flight; nothing visible when idle. */
export function BusyIndicator() {
  const count = useSyncExternalStore(inFlight.subscribe, inFlight.get);
  const label = count === 1 ? '1 petición en curso' : `${formatQuantity(count)} peticiones en curso`;
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 48 }}>
      {count > 0 && (
        <>
          <CircularProgress size={18} color="inherit" aria-hidden />
          <Typography variant="body2" aria-hidden>
            {count}
          </Typography>
        </>
      )}
    </Box>
  );
}
