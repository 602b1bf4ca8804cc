import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissNotification, notifications } from '../../src/common/notifications';

// findBy… and waitFor give up after 5 s, not Testing Library's 1 s: with the whole suite on two
// cores, a screen's answer (a 401's way back to /login, say) was seen to take longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The
// notification store is a module singleton: leave nothing on screen for the next test.
afterEach(() => {
  const shown = notifications.current();
  if (shown) act(() => dismissNotification(shown.key));
  cleanup();
});
