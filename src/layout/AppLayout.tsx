import { Box, Button } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { AppSidebar } from './AppSidebar';
import { runWhenIdle } from '../common/idle';
import { ScreenFinder } from './finder/ScreenFinder';
import { preloadRarePages } from './rarePages';
import { ScreenError } from './ScreenError';
import { SideMenu } from './SideMenu';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

const MAIN_CONTENT = 'main-content';

/** Moves the keyboard to the screen, past the top bar and the menu. */
function skipToContent() {
  const content = document.getElementById(MAIN_CONTENT);
  if (!content) return;
  // Focused and left at once: the next Tab reaches the screen's first control.
  content.setAttribute('tabIndex', '-1');
  content.focus();
  content.blur();
  content.removeAttribute('tabIndex');
}

/**
 * The console's frame: the top bar, the menu beside the screen, a button for keyboard users to
 * skip to the screen, the screen finder, and ScreenError in place of a screen that fails. It is what
 * react-admin's Layout draws with this console's parts, without what that Layout imports for
 * its own defaults (app bar, side bar, menu, preferences inspector): about 40 KB of the first
 * screen's JavaScript. Its inspector also measured the page on every render of the layout.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  // A screen that failed is left behind when the user goes to another one.
  const { pathname } = useLocation();
  useEffect(() => runWhenIdle(preloadRarePages), []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Button
        variant="contained"
        color="inherit"
        onClick={skipToContent}
        sx={{ position: 'fixed', left: 16, top: -80, zIndex: 'tooltip', '&:focus': { top: 16 } }}
      >
        {translate('ra.navigation.skip_nav')}
      </Button>
      <TopBar />
      <ScreenFinder />
      <Box component="main" sx={{ display: 'flex', flexGrow: 1, mt: `${String(TOP_BAR_HEIGHT)}px` }}>
        <AppSidebar>
          <SideMenu />
        </AppSidebar>
        {/* No wider than the window (min-width 0): a wide table scrolls in its own box, never the page. */}
        <Box id={MAIN_CONTENT} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, minWidth: 0, px: { xs: 0, sm: 1 } }}>
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
