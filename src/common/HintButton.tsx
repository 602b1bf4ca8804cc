import { IconButton, type IconButtonProps, type Theme } from '@mui/material';
import type { ReactElement } from 'react';

const HINT = 'hint';

/**
 * The look of MUI's tooltip below a control, drawn by CSS alone: the theme adds it to the
 * page's global styles once. Shown after a short delay on hover (not on touch screens, where a
 * tap would leave it on) and on keyboard focus. Centred below its control, or ending with it
 * at the end of a bar, where a centred one would run off the screen.
 */
export const hintStyles = (theme: Theme) => ({
  [`.${HINT}`]: { position: 'relative', display: 'inline-flex' },
  [`.${HINT}::after`]: {
    // The second value has an empty alternative text, so that a screen reader does not read the
    // name again after the button's; a browser that does not know the syntax keeps the first.
    content: ['attr(data-hint)', 'attr(data-hint) / ""'],
    position: 'absolute',
    top: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: theme.zIndex.tooltip,
    padding: '4px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.alpha(theme.palette.grey[700], 0.92),
    color: theme.palette.common.white,
    ...theme.typography.caption,
    fontSize: theme.typography.pxToRem(11),
    fontWeight: theme.typography.fontWeightMedium,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    visibility: 'hidden',
    transition: theme.transitions.create(['opacity', 'visibility'], { duration: theme.transitions.duration.shortest }),
  },
  [`.${HINT}[data-hint-align=end]::after`]: { left: 'auto', right: 0, transform: 'none' },
  [`.${HINT}:has(:focus-visible)::after`]: { opacity: 1, visibility: 'visible' },
  '@media (hover: hover)': {
    [`.${HINT}:hover::after`]: { opacity: 1, visibility: 'visible', transitionDelay: '100ms' },
  },
});

interface HintButtonProps {
  /** Its accessible name and its hint. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: IconButtonProps['color'];
  size?: IconButtonProps['size'];
  disabled?: boolean;
  /** 'end' for the last control of a bar: the hint ends where the button does. */
  hintAlign?: 'center' | 'end';
}

/**
 * An icon button with its name as a hint below it, for bars and for the buttons a screen draws
 * many of (a month's days). Not MUI's Tooltip: that is a tree of components for each button,
 * which also renders the button a second time as it mounts, before the first screen can show.
 * The hint is not portalled, so a box that clips its overflow (the compact menu, a scrolling
 * table) needs MUI's Tooltip instead.
 */
export function HintButton({ label, icon, onClick, color, size, disabled, hintAlign = 'center' }: HintButtonProps) {
  return (
    <span className={HINT} data-hint={label} data-hint-align={hintAlign}>
      <IconButton color={color} size={size} disabled={disabled} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </span>
  );
}
