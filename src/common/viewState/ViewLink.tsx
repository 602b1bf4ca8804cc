import { forwardRef, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router-dom';
import { currentSearch } from './urlWrites';

type ViewLinkProps = Omit<LinkProps, 'to'> & { pathname: string };

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link within a screen (a dialog's address) that keeps the screen's view: its query string.
 * A change made just before the click reaches the URL as the click begins (urlWrites.ts), after
 * this link rendered, so the click goes to the address with it.
 */
export const ViewLink = forwardRef<HTMLAnchorElement, ViewLinkProps>(function ViewLink({ pathname, onClick, ...props }, ref) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      ref={ref}
      to={{ pathname, search: location.search }}
      onClick={(event) => {
        onClick?.(event);
        const search = currentSearch(location);
        if (event.defaultPrevented || !plainClick(event) || search === location.search) return;
        event.preventDefault();
        navigate({ pathname, search });
      }}
    />
  );
});
