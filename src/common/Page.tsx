import { Box, Paper, Stack, Typography, type Theme } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { TableNameContext } from './table/ScrollRegion';

export const APP_NAME = 'Consola de academias';

interface PageProps {
  title: string;
  /** Between the heading and the toolbar: e.g. the tabs that choose what the screen lists. */
  header?: ReactNode;
  toolbar?: ReactNode;
  children: ReactNode;
}

/**
 * On a phone the toolbar's fields take the whole row each (a field of a fixed width would run
 * off the screen); its buttons stay at their size.
 */
const TOOLBAR_SX = (theme: Theme) => ({
  mb: 2,
  alignItems: 'center',
  flexWrap: 'wrap',
  [theme.breakpoints.down('sm')]: {
    '& > .MuiFormControl-root, & > .MuiAutocomplete-root': { width: '100%', minWidth: 0 },
  },
});

/** Less room around a screen on a phone, where every pixel of its width counts. */
const AROUND = { xs: 1, sm: 2 };

/** A screen: its title as the page heading and the browser tab's title, a toolbar, the content. */
export function Page({ title, header, toolbar, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <Box sx={{ p: AROUND }}>
      <Paper sx={{ p: AROUND }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {header}
        {toolbar && (
          <Stack direction="row" spacing={2} useFlexGap sx={TOOLBAR_SX}>
            {toolbar}
          </Stack>
        )}
        <TableNameContext value={title}>{children}</TableNameContext>
      </Paper>
    </Box>
  );
}
