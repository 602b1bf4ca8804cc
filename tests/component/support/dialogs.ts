import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no dialog is open and the page under it is given back. MUI removes the
 * aria-hidden it put on the page in an effect that may run a moment after the dialog has left
 * the DOM (after a save answered, not a click); till then getByRole finds nothing on the page.
 */
export const dialogClosed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('body > [aria-hidden="true"]')).toHaveLength(0);
  });
