import { readSession } from '../authProvider/session';
import { ACTIVE_ACADEMIES, ALL_ACADEMIES } from '../contract/vocabulary';

export { ACTIVE_ACADEMIES, ALL_ACADEMIES, INACTIVE_ACADEMIES } from '../contract/vocabulary';
export const ALL_ACADEMIES_LABEL = 'Ver todos';

/** The user's own academy from the stored session, else the first active academy. */
export function defaultAcademy(): string {
  return readSession()?.centro || ACTIVE_ACADEMIES[0];
}

/**
 * In a multiple selection 'Ver todos' excludes the rest: choosing it clears the academies,
 * choosing an academy clears it.
 */
export function exclusiveAllSelection(previous: readonly string[], next: readonly string[]): string[] {
  const allJustChosen = next.includes(ALL_ACADEMIES) && !previous.includes(ALL_ACADEMIES);
  if (allJustChosen) return [ALL_ACADEMIES];
  return next.length > 1 ? next.filter((academy) => academy !== ALL_ACADEMIES) : [...next];
}

/** The active academies as the choices of a form field. */
export const ACADEMY_CHOICES = ACTIVE_ACADEMIES.map((academy) => ({ id: academy, name: academy }));
