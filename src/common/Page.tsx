import { Box, Paper, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';

export const APP_NAME = 'Consola de academias';

interface PageProps {
  title: string;
  /** Between the heading and the toolbar: e.g. the tabs that choose what the screen lists. */
  header?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
}

/** A screen: its title as the page heading and the browser tab's title, a toolbar, the content. */
export function Page({ title, header, toolbar, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <Box sx={{ p: 2 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {header}
        {toolbar && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {toolbar}
          </Stack>
        )}
        {children}
      </Paper>
    </Box>
  );
}
