import { useCanAccess } from 'react-admin';
import { WRITE_ACTION } from './access';

/**
 * Whether the signed-in user may change `resource` (create, edit, delete, or any other call that
 * writes), as the auth provider's canAccess answers: the one question every write control asks,
 * so that no screen looks at the role itself. False until the answer is in, so that a read-only
 * user never sees a control appear and go.
 */
export function useCanWrite(resource: string): boolean {
  return useCanAccess({ resource, action: WRITE_ACTION }).canAccess === true;
}
