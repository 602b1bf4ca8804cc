import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissNotification, notifications } from '../../src/common/notifications';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The
// notification store is a module singleton: leave nothing on screen for the next test.
afterEach(() => {
  const shown = notifications.current();
  if (shown) act(() => dismissNotification(shown.key));
  cleanup();
});
