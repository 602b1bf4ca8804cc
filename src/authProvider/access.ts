// The console's access rule (DESIGN.md, Permissions), behind react-admin's authProvider.canAccess.
// Spec 02 §6 says only that CONSULTOR is read-only; what the other roles may do is not shown, so
// they keep everything and the server judges each call (its 403 is shown as a refusal).
import { roleOf, type Session, type StaffRole } from './session';

/** Roles that may read everything and change nothing. */
const READ_ONLY_ROLES: ReadonlySet<StaffRole> = new Set(['CONSULTOR']);

/** react-admin's actions that only read: listing, showing a record, downloading a list. */
const READ_ACTIONS: ReadonlySet<string> = new Set(['list', 'show', 'export']);

/** The action the console's write controls ask about (useCanWrite): any change of a resource. */
export const WRITE_ACTION = 'write';

/** Whether the session's role may read and nothing else ('Solo lectura'). */
export const isReadOnly = (session: Session | undefined): boolean => {
  const role = roleOf(session);
  return role !== undefined && READ_ONLY_ROLES.has(role);
};

/**
 * Whether the session may run `action` (react-admin's 'list', 'create', 'edit', 'delete'…, or
 * the console's 'write'). A read-only role may run the reading actions only: any other action,
 * a new one included, is refused to it.
 */
export function mayAccess(session: Session | undefined, action: string): boolean {
  return !isReadOnly(session) || READ_ACTIONS.has(action);
}
