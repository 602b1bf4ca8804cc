import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import type { ReactElement } from 'react';

interface HintButtonProps {
  /** Its accessible name and its tooltip. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  color?: IconButtonProps['color'];
  size?: IconButtonProps['size'];
  disabled?: boolean;
}

/** An icon button with its name as its tooltip, for bars and for the buttons a screen draws many of (a month's days). */
export function HintButton({ label, icon, onClick, color, size, disabled }: HintButtonProps) {
  const button = (
    <IconButton color={color} size={size} disabled={disabled} aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
  // A disabled button gets no hover or focus for a tooltip to follow: it keeps its name only.
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}
