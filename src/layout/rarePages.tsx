import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingPage } from 'react-admin';

// react-admin's pages for what seldom happens, as components that load them on first use: with
// what they import (MUI's accordion among others), they would add about 13 KB to the first
// screen's JavaScript for pages that a normal start never shows.
const raPages = () => import('./raPages');

function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const CatchAll = lazyPage(() => raPages().then((pages) => pages.CatchAll));
export const ErrorPage = lazyPage(() => raPages().then((pages) => pages.ErrorPage));
export const AccessDenied = lazyPage(() => raPages().then((pages) => pages.AccessDenied));
export const AuthenticationError = lazyPage(() => raPages().then((pages) => pages.AuthenticationError));
export const AuthCallback = lazyPage(() => raPages().then((pages) => pages.AuthCallback));
