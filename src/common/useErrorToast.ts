import { useEffect } from 'react';
import { notify } from './notifications';

/** Shows a load error once per failure: the screen's title and the server's reason as content. */
export function useErrorToast(error: Error | null | undefined, title: string): void {
  useEffect(() => {
    if (error) notify('error', title, error.message);
  }, [error, title]);
}
