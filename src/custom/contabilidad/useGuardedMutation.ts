// One change of these screens at a time (spec 02 §4: buttons are ignored while a change runs):
// it notifies its success or its error, and tells the screen what to do after a success.
// onSuccess runs only when the server said ok with HTTP 2xx in the current session (httpClient.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { notify, notifyFailure } from '../../common/notifications';

interface GuardedMutationOptions<Input> {
  run: (input: Input) => Promise<unknown>;
  success: { title: string; content: string };
  errorTitle: string;
  /** The reads that are stale after a success, as react-admin keys them: [resource], or [resource, 'getList']. */
  changes: readonly (readonly unknown[])[];
  onDone?: (input: Input) => void;
}

export function useGuardedMutation<Input>({ run, success, errorTitle, changes, onDone }: GuardedMutationOptions<Input>) {
  const queryClient = useQueryClient();
  // Set synchronously: a double click can land before React renders the pending state.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (_answer, input) => {
      notify('success', success.title, success.content);
      for (const queryKey of changes) void queryClient.invalidateQueries({ queryKey });
      onDone?.(input);
    },
    onError: (error: Error) => notifyFailure(errorTitle, error),
    onSettled: () => {
      running.current = false;
    },
  });
  const { mutate } = mutation;
  const start = useCallback(
    (input: Input) => {
      if (running.current) return;
      running.current = true;
      mutate(input);
    },
    [mutate],
  );
  return { start, pending: mutation.isPending };
}
