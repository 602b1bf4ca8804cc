import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatClock } from '../common/format';

/** The top bar's live clock, HH:MM:SS | DD/MM/YYYY, refreshed every second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography component="time" variant="body2" dateTime={now.toISOString()} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatClock(now)}
    </Typography>
  );
}
