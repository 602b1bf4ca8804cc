import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, type Breakpoint, type Theme } from '@mui/material';
import { useId, useState, type ReactElement } from 'react';
import { HintButton } from '../common/HintButton';

/** A button of the top bar. */
export interface TopBarAction {
  /** Its accessible name, its hint, and its text in the overflow menu. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /**
   * The narrowest width at which it is a button of the bar; below it, it is an item of the
   * overflow menu. 'xs' keeps it in the bar at every width. By default 'sm' (600 px).
   */
  inlineFrom?: Breakpoint;
}

export const OVERFLOW_LABEL = 'Más opciones';

/**
 * Which breakpoints the window is narrower than. Queries of "narrower than" so that where no
 * window can be measured (jsdom) every action is in the bar, as on a desktop.
 */
function useNarrowerThan(): (breakpoint: Breakpoint) => boolean {
  const belowSm = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const belowMd = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const belowLg = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const belowXl = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const below: Record<Breakpoint, boolean> = { xs: false, sm: belowSm, md: belowMd, lg: belowLg, xl: belowXl };
  return (breakpoint) => below[breakpoint];
}

/**
 * The top bar's buttons, in their order: each one in the bar from its own width up, the rest
 * in a menu under 'Más opciones' at the end of the bar, so that every control stays on screen
 * from 320 px up. A new control is one more entry of the list, with the width from which it
 * has room in the bar.
 */
export function TopBarActions({ actions }: { actions: readonly TopBarAction[] }) {
  const narrowerThan = useNarrowerThan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const inBar = actions.filter((action) => !narrowerThan(action.inlineFrom ?? 'sm'));
  const inMenu = actions.filter((action) => !inBar.includes(action));
  return (
    <>
      {inBar.map((action, position) => (
        <HintButton
          key={action.label}
          color="inherit"
          label={action.label}
          onClick={action.onClick}
          icon={action.icon}
          hintAlign={position === inBar.length - 1 && inMenu.length === 0 ? 'end' : 'center'}
        />
      ))}
      {inMenu.length > 0 && (
        <>
          <IconButton
            color="inherit"
            aria-label={OVERFLOW_LABEL}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {inMenu.map((action) => (
              <MenuItem
                key={action.label}
                onClick={() => {
                  setAnchor(null);
                  action.onClick();
                }}
              >
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
