import { createContext, useContext } from 'react';
import { useCanAccess } from 'react-admin';
import { WRITE_ACTION } from './access';

/**
 * Why nothing may be changed inside it, whoever the user is (a screen file's preview): its write
 * controls are shown, disabled, with this reason. Outside one, the auth provider decides alone.
 */
export const WriteLock = createContext<string | undefined>(undefined);

/** Whether the user may change a resource, and when a write lock holds, why not. */
export interface WriteAccess {
  canWrite: boolean;
  /** The lock's reason: the controls are shown disabled with it instead of left out. */
  lockedBecause?: string;
}

/**
 * Whether the signed-in user may change `resource` (create, edit, delete, or any other call that
 * writes), as the auth provider's canAccess answers, inside a write lock never: the one question
 * every write control asks, so that no screen looks at the role itself. False until the answer
 * is in, so that a read-only user never sees a control appear and go.
 */
export function useWriteAccess(resource: string): WriteAccess {
  const lockedBecause = useContext(WriteLock);
  const { canAccess } = useCanAccess({ resource, action: WRITE_ACTION, enabled: lockedBecause === undefined });
  return lockedBecause === undefined ? { canWrite: canAccess === true } : { canWrite: false, lockedBecause };
}

/** Whether the signed-in user may change `resource` (useWriteAccess). */
export function useCanWrite(resource: string): boolean {
  return useWriteAccess(resource).canWrite;
}
