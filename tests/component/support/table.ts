import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Rows are found by role once and their cells read through the table API (fast in jsdom).

/** The body rows of the table on screen. */
export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

/** The texts of the first column of the body rows: the names shown. */
export const shownNames = () => bodyRows().map((row) => row.cells[0].textContent);

/** Types a search in one go (pasting), which keeps the many renders of key-by-key typing out of the tests. */
export async function searchFor(user: UserEvent, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Buscar' });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}
