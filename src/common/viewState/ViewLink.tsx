import { forwardRef, useContext, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router-dom';
import { shownSearch, ShownViews } from './shownViews';

type ViewLinkProps = Omit<LinkProps, 'to'> & { pathname: string };

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
const sameQuery = (a: string, b: string) => new URLSearchParams(a).toString() === new URLSearchParams(b).toString();

/**
 * A link within a screen (a dialog's address) that keeps the screen's view: its query string.
 * A change made less than the pause before the click is not in the URL yet: the click then
 * writes the view shown into the screen's own history entry first (so that the back button
 * returns to it), and goes to the address with it.
 */
export const ViewLink = forwardRef<HTMLAnchorElement, ViewLinkProps>(function ViewLink({ pathname, onClick, ...props }, ref) {
  const location = useLocation();
  const navigate = useNavigate();
  const views = useContext(ShownViews);
  return (
    <Link
      {...props}
      ref={ref}
      to={{ pathname, search: location.search }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !plainClick(event) || !views) return;
        const search = shownSearch(views, location.search);
        if (sameQuery(search, location.search)) return;
        event.preventDefault();
        void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
        void navigate({ pathname, search });
      }}
    />
  );
});
