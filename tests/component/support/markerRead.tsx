import { useGetList } from 'react-admin';

/** A resource no screen reads. */
export const MARKER = 'marcador';

/**
 * Reads MARKER on mounting. Mounted beside a page, its read marks that the reads the page makes
 * on mounting have been made too: a test can then check that one it must not make is absent.
 */
export function MarkerRead() {
  useGetList(MARKER);
  return null;
}
