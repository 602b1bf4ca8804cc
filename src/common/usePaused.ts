import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`: what typing settles on, without a step per keystroke. */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}
