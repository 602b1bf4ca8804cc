import { Box } from '@mui/material';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** What the tables inside are about (a screen's title, a section's heading): their scrolling box is named after it. */
export const TableNameContext = createContext<string | undefined>(undefined);

/** Whether the box's content is wider than the box, followed as either changes size. */
function useOverflowing(box: React.RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    // Not in jsdom; a box that cannot be measured is left as one that does not scroll.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}

/**
 * The box of a table that may be wider than the screen: it scrolls sideways by itself, so that
 * the page never does. It is a region named after its table; while it scrolls, it is also a
 * stop of the keyboard, whose arrow keys then scroll it (WCAG 2.1.1, 1.4.10).
 */
export function ScrollRegion({ label, children }: { label?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(box);
  const name = useContext(TableNameContext);
  const regionName = label ?? (name ? `Tabla: ${name}` : 'Tabla');
  return (
    <Box
      ref={box}
      role="region"
      aria-label={regionName}
      tabIndex={overflowing ? 0 : undefined}
      sx={{ width: '100%', overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
    >
      {children}
    </Box>
  );
}
