import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { readSession } from '../authProvider/session';
import { sessionEnds } from '../authProvider/sessionEnd';

/**
 * Once a session has ended (sessionEnd.ts), goes to /login as react-admin's logout does,
 * remembering the path and query string to return to after signing in; and again if a screen
 * still navigates somewhere before signing in (a dialog closing on its failed call, say).
 */
export function SessionEndRedirect() {
  const ended = useSyncExternalStore(sessionEnds.subscribe, sessionEnds.count);
  const { pathname } = useLocation();
  const logout = useLogout();
  // Once per end and path: logout navigates a moment later, from the path it was called on.
  const done = useRef('');
  useEffect(() => {
    const key = `${String(ended)} ${pathname}`;
    if (ended === 0 || pathname === '/login' || readSession() || done.current === key) return;
    done.current = key;
    void logout();
  }, [ended, pathname, logout]);
  return null;
}
