// react-admin's pages for what seldom happens (an unknown address, a denied access,
// an authentication callback), loaded only when one is shown: see rarePages.tsx.
import { AccessDenied, AuthCallback, AuthenticationError, NotFound, NotFoundClasses } from 'react-admin';

/**
 * react-admin's page for an unknown address, with its message at full contrast: react-admin
 * fades it to 3.2:1, below the 4.5:1 that text needs.
 */
const CatchAll = () => <NotFound sx={{ [`& .${NotFoundClasses.message}`]: { opacity: 1 } }} />;

export { AccessDenied, AuthCallback, AuthenticationError, CatchAll };
