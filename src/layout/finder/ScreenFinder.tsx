// What the screen finder needs on every signed-in screen, and no more, since it is part of the
// first screen's JavaScript: its keyboard shortcut, the memory of the screens opened last, and
// its dialog, whose code (MUI's Autocomplete among it) is fetched the first time it opens.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { lazyComponent, type RetryProps } from '../../common/lazyComponent';
import { notify } from '../../common/notifications';
import { screensOf } from '../../declaration/menu';
import { useMenuTree } from '../useMenuTree';
import { finderState } from './finderState';
import { RECENT_SCREENS_KEY, rememberScreen, storedPaths } from './recentScreens';
import { screenAt } from './screenMatch';

interface FinderDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * In place of the dialog when its code could not be fetched (offline, or a new version
 * deployed): says so and closes; opening the finder again fetches it again.
 */
function FinderNotLoaded({ open, onClose, retry }: FinderDialogProps & RetryProps) {
  const told = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (told.current) return retry();
    told.current = true;
    notify('error', 'Error', 'No se ha podido cargar el buscador de pantallas; recarga la página para usarlo');
    onClose();
  }, [open, onClose, retry]);
  return null;
}

const FinderDialog = lazyComponent<FinderDialogProps>(
  () => import('./FinderDialog').then((module) => module.default),
  () => null,
  FinderNotLoaded,
);

/** Ctrl+K, or ⌘K on a Mac. */
export const isFinderShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Adds the screen on display to the recent screens whenever the user moves to another. */
function useRememberScreens() {
  const { pathname } = useLocation();
  const { getItem, setItem } = useStoreContext();
  const tree = useMenuTree();
  const path = useMemo(() => screenAt(screensOf(tree), pathname)?.path, [tree, pathname]);
  useEffect(() => {
    if (path) setItem(RECENT_SCREENS_KEY, rememberScreen(storedPaths(getItem(RECENT_SCREENS_KEY)), path));
  }, [path, getItem, setItem]);
}

export function ScreenFinder() {
  const open = useSyncExternalStore(finderState.subscribe, finderState.isOpen);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  useRememberScreens();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFinderShortcut(event)) return;
      // The browser's own Ctrl+K moves to its search bar.
      event.preventDefault();
      finderState.open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Signed out with the finder open: the next session starts with it closed.
      finderState.close();
    };
  }, []);
  return used ? <FinderDialog open={open} onClose={finderState.close} /> : null;
}
