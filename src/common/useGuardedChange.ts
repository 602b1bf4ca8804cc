// The console's one guard of its changes (spec 01 §4, spec 02 §4, §8), for the bespoke pages and
// the declared lists' row actions alike: one at a time, the success notification only when the
// server said ok (the HTTP client rejects anything else), the call's error title with the
// server's reason otherwise, and the reads the change made stale asked for again after a success.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { notify, notifyFailure } from './notifications';

export interface ChangeOptions {
  /** None for a change whose outcome the user sees (a download). */
  success?: { title: string; content: string };
  errorTitle: string;
  /** The reads a success makes stale, as react-admin keys them: [resource], or [resource, 'getList']. */
  stale: readonly QueryKey[];
  /** Also told of a failure, e.g. to show the server's reason in the dialog, or to close it. */
  onFailure?: (error: Error) => void;
}

/**
 * `run(call, options)` runs one change and answers whether it was done (a call while another
 * of the screen's runs is ignored and answers false), so that a dialog closes only then.
 */
export function useGuardedChange() {
  const queryClient = useQueryClient();
  // Set synchronously: a double click can land before React renders the pending state.
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (call: () => Promise<unknown>, { success, errorTitle, stale, onFailure }: ChangeOptions): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      try {
        await call();
        if (success) notify('success', success.title, success.content);
        for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
        return true;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        notifyFailure(errorTitle, failure);
        onFailure?.(failure);
        return false;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [queryClient],
  );
  return { run, pending };
}
