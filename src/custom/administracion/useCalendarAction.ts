// The calendar screens' changes (spec 02 §4, §8): one at a time, the success notification only
// when the server said ok (the HTTP client rejects anything else), the call's error title with
// the server's reason otherwise, and the screen's list asked for again after a success.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { notify, notifyFailure } from '../../common/notifications';

export interface ActionOptions {
  success: { title: string; content: string };
  errorTitle: string;
  /** Also told of a failure, e.g. to show the server's reason in the dialog. */
  onFailure?: (error: Error) => void;
}

/**
 * `run(call, texts)` runs one change of `resource`'s records and answers whether it was done
 * (a call while another runs is ignored and answers false), so that a dialog closes only then.
 */
export function useCalendarAction(resource: string) {
  const queryClient = useQueryClient();
  // Set synchronously: a double click can land before React renders the pending state.
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (call: () => Promise<unknown>, { success, errorTitle, onFailure }: ActionOptions): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      try {
        await call();
        notify('success', success.title, success.content);
        void queryClient.invalidateQueries({ queryKey: [resource] });
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
    [queryClient, resource],
  );
  return { run, pending };
}
