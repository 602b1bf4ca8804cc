import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatClock } from '../common/format';

/** The date part, ' | DD/MM/YYYY': left out on a phone, where the bar's room goes to its buttons. */
const DATE_SX = { display: { xs: 'none', sm: 'inline' } } as const;

/** The top bar's live clock, HH:MM:SS | DD/MM/YYYY, refreshed every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = formatClock(now);
  const split = text.indexOf(' | ');
  return (
    <Typography component="time" variant="body2" dateTime={now.toISOString()} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text.slice(0, split)}
      <Box component="span" sx={DATE_SX}>
        {text.slice(split)}
      </Box>
    </Typography>
  );
}
