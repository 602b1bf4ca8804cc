import type { ComponentsPropsList, Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { hintStyles } from '../common/HintButton';
import { PRIMARY_BLUE } from './palette';

const components = defaultTheme.components ?? {};

/**
 * Hover and keyboard focus of the plain elements the console styles as MUI's buttons and list
 * items without their components (menu items, pager buttons, row actions).
 */
export const interactiveStates = (theme: Theme, outlineOffset = 0) => ({
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset },
});

/** A component's react-admin defaults with `extra` ones, at its natural width instead of the full row. */
function naturalWidth<K extends 'MuiTextField' | 'MuiFormControl' | 'MuiAutocomplete'>(name: K, extra: Partial<ComponentsPropsList[K]> = {}) {
  const { defaultProps, ...rest } = components[name] ?? {};
  return { ...rest, defaultProps: { ...defaultProps, fullWidth: false, ...extra } };
}

/**
 * react-admin's theme, with:
 * - a darker primary blue (palette.ts);
 * - fields at their natural width, so that toolbar selectors sit side by side (form dialogs
 *   ask for full width explicitly);
 * - Spanish texts for the MUI components that have their own. Not MUI's esES locale: it builds
 *   an Intl.NumberFormat as it loads, which costs about 30 ms when it is the page's first Intl
 *   object;
 * - the hints of the icon buttons (HintButton), among the page's global styles.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: PRIMARY_BLUE } },
  components: {
    ...components,
    MuiTextField: naturalWidth('MuiTextField'),
    MuiFormControl: naturalWidth('MuiFormControl'),
    MuiAutocomplete: naturalWidth('MuiAutocomplete', {
      clearText: 'Limpiar',
      closeText: 'Cerrar',
      openText: 'Abrir',
    }),
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiCssBaseline: { styleOverrides: hintStyles },
  },
};
