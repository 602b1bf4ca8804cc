import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { CatchAll } from './rarePages';

interface RequireAccessProps {
  /** The canAccess action the page needs. */
  action: string;
  resource: string;
  children: ReactNode;
}

/**
 * A page only some users may open (the auth provider's canAccess decides): anyone else finds
 * at its address the console's page for an unknown one, with no trace of the page.
 */
export function RequireAccess({ action, resource, children }: RequireAccessProps) {
  return (
    <CanAccess action={action} resource={resource} loading={<Loading />} accessDenied={<CatchAll />}>
      {children}
    </CanAccess>
  );
}
