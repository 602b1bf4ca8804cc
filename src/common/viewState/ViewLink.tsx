import { forwardRef } from 'react';
import { Link, useLocation, type LinkProps } from 'react-router-dom';

type ViewLinkProps = Omit<LinkProps, 'to'> & { pathname: string };

/**
 * A link within a screen (a dialog's address) that keeps the screen's view: its query string,
 * which the router's location holds once nuqs has written a change (within its 50 ms throttle).
 */
export const ViewLink = forwardRef<HTMLAnchorElement, ViewLinkProps>(function ViewLink({ pathname, ...props }, ref) {
  const { search } = useLocation();
  return <Link {...props} ref={ref} to={{ pathname, search }} />;
});
