import { useEffect } from 'react';
import { notifyFailure } from './notifications';

/** Shows a load error once per failure: the screen's title and the server's reason as content (notifyFailure). */
export function useErrorToast(error: Error | null | undefined, title: string): void {
  useEffect(() => {
    if (error) notifyFailure(title, error);
  }, [error, title]);
}
