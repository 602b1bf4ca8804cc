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

/**
 * The action of seeing how a configured screen is written: a file's problems ('Pantalla mal
 * configurada'). Only an administrator of the console, who writes those files, may; anyone
 * else finds no trace of a file that was left out.
 */
export const CONFIGURE_ACTION = 'configure';

/** Roles that may run CONFIGURE_ACTION. */
const CONFIGURING_ROLES: ReadonlySet<StaffRole> = new Set(['ADMIN']);

/** Whether the session's role may read and nothing else ('Solo lectura'). */
export const isReadOnly = (session: Session | undefined): boolean => {
  const role = roleOf(session);
  return role !== undefined && READ_ONLY_ROLES.has(role);
};

/**
 * Whether the session may run `action` (react-admin's 'list', 'create', 'edit', 'delete'…, or
 * the console's 'write' and 'configure') on a resource. A read-only role may run the reading
 * actions only: any other action, a new one included, is refused to it. `writers`, the roles a
 * configured screen lets write, narrows the rest and never widens: a role outside it, or a
 * session whose role is missing or unknown, may only read that resource.
 */
export function mayAccess(session: Session | undefined, action: string, writers?: readonly StaffRole[]): boolean {
  const role = roleOf(session);
  if (action === CONFIGURE_ACTION) return role !== undefined && CONFIGURING_ROLES.has(role);
  if (READ_ACTIONS.has(action)) return true;
  if (isReadOnly(session)) return false;
  return writers === undefined || (role !== undefined && writers.includes(role));
}
