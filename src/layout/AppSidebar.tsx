import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TOP_BAR_HEIGHT } from './TopBar';

const OPEN_WIDTH = 280;
/** Room for the icons alone. */
const COMPACT_WIDTH = 56;

/**
 * The side bar of the layout: the menu at its open or compact width, fixed beside the page as
 * it scrolls; below 900 px (a phone, a tablet held upright), a drawer over the page, closed
 * until the top bar's 'Menú' opens it, so that the screen keeps the whole width. Not
 * react-admin's Sidebar: that one follows the page's scroll to make room for a top bar that
 * hides, but this top bar stays, so the menu's first items slid under it; and it measured the
 * whole page as it mounted.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const [open, setOpen] = useSidebarState();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  // As a drawer the menu covers the screen: it gets out of the way of the screen just chosen
  // (and of the first one, whatever a wider window or react-admin's default left stored). It
  // is open only once the user opened it on this screen, so that it is drawn closed at once,
  // not opened and closed again by the effect: a modal closed in the commit after it opened
  // left the page under it hidden from assistive technology.
  const drawerScreen = isNarrow ? pathname : null;
  const [seen, setSeen] = useState({ open, drawerScreen });
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (seen.open !== open || seen.drawerScreen !== drawerScreen) {
    setSeen({ open, drawerScreen });
    setOpenedOn(open && !seen.open ? drawerScreen : null);
  }
  useEffect(() => {
    if (isNarrow) setOpen(false);
  }, [isNarrow, pathname, setOpen]);
  if (isNarrow) {
    return (
      <Drawer
        variant="temporary"
        open={open && openedOn === pathname}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Menú', sx: { width: OPEN_WIDTH, bgcolor: 'background.default' } } }}
      >
        {children}
      </Drawer>
    );
  }
  const width = open ? OPEN_WIDTH : COMPACT_WIDTH;
  const widthTransition = (theme: Theme) =>
    theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen });
  return (
    // The box keeps the menu's room in the row; the menu itself stays put as the page scrolls.
    <Box sx={{ flexShrink: 0, width, transition: widthTransition }}>
      <Box
        sx={{
          position: 'fixed',
          top: TOP_BAR_HEIGHT,
          bottom: 0,
          width,
          overflowX: 'hidden',
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          transition: widthTransition,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
