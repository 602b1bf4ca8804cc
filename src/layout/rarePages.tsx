import { Box, Button, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { LoadingPage, useTranslate } from 'react-admin';
import { lazyComponent, type RetryProps } from '../common/lazyComponent';
import { RETRY_LABEL } from './ScreenError';

// react-admin's pages for what seldom happens, as components that load them on first use: with
// what they import (MUI's accordion among others), they would add about 13 KB to the first
// screen's JavaScript for pages that a normal start never shows. They are fetched once the
// console is idle (preloadRarePages), so that they are at hand when the network is not.
const raPages = () => import('./raPages');

export function preloadRarePages(): void {
  raPages().catch(() => undefined);
}

/**
 * In place of a page whose code could not be loaded: 'Reintentar' fetches it again (a network
 * blip), 'Recargar' reloads the console (a new version deployed, whose old code is gone).
 */
export function PageNotLoaded({ retry }: RetryProps) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('ra.page.error')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('ra.message.error')}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={retry}>
          {RETRY_LABEL}
        </Button>
        <Button onClick={() => location.reload()}>{translate('ra.action.refresh')}</Button>
      </Stack>
    </Box>
  );
}

const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyComponent(load, LoadingPage, PageNotLoaded);

export const CatchAll = lazyPage(() => raPages().then((pages) => pages.CatchAll));
export const AccessDenied = lazyPage(() => raPages().then((pages) => pages.AccessDenied));
export const AuthenticationError = lazyPage(() => raPages().then((pages) => pages.AuthenticationError));
export const AuthCallback = lazyPage(() => raPages().then((pages) => pages.AuthCallback));
