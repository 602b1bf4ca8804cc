import type { Components, PaletteOptions, Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { hintStyles } from '../common/HintButton';
import type { SignTone } from '../common/money';
import { DARK_BACKGROUND, DARK_ERROR_RED, DARK_PAPER, DARK_PRIMARY_BLUE, ERROR_RED, INFO_BLUE, ON_LIGHT, ON_WARNING, PRIMARY_BLUE } from './palette';
import { TOP_BAR_HEIGHT } from './TopBar';

/**
 * Hover and keyboard focus of the plain elements the console styles as MUI's buttons and list
 * items without their components (menu items, pager buttons, row actions).
 */
export const interactiveStates = (theme: Theme, outlineOffset = 0) => ({
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset },
});

/**
 * The colour of an amount by what its sign means, readable on the page in either theme: a
 * gain in a dark green on light pages and a light one on dark pages; a loss in the error red.
 */
export function signColour(theme: Theme, tone: SignTone): string | undefined {
  if (tone === 'gain') return theme.palette.mode === 'dark' ? theme.palette.success.light : theme.palette.success.dark;
  return tone === 'loss' ? theme.palette.error.main : undefined;
}

/** MUI's components' theme entries: react-admin types them as anything. */
type ComponentThemes = Components<Omit<Theme, 'components'>>;

/** A component's react-admin defaults, at its natural width instead of the full row. */
function naturalWidth<K extends 'MuiTextField' | 'MuiFormControl'>(components: ComponentThemes, name: K) {
  const { defaultProps, ...rest } = components[name] ?? {};
  return { ...rest, defaultProps: { ...defaultProps, fullWidth: false } };
}

/**
 * Under 600 px every dialog takes the whole screen: its fields and buttons get the phone's full
 * width, and its buttons stay at the bottom (through the form a dialog may wrap them in).
 */
const fullScreenOnPhones = ({ theme }: { theme: Theme }) => ({
  [theme.breakpoints.down('sm')]: {
    margin: 0,
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    borderRadius: 0,
    '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
  },
});

/**
 * The page's own global styles: the hints of the icon buttons (HintButton), and room above an
 * element the keyboard or a link scrolls to, so that the fixed top bar never covers it.
 */
const globalStyles = (theme: Theme) => ({ ...hintStyles(theme), html: { scrollPaddingTop: TOP_BAR_HEIGHT + 8 } });

/**
 * react-admin's light or dark theme, with:
 * - colours that keep text readable (palette.ts): in the light theme a darker primary blue, a
 *   darker error red, a darker information blue and dark text on the warning orange; in the
 *   dark one a light blue and a light red, both with dark text on them, over solid grey surfaces;
 * - fields at their natural width, so that toolbar selectors sit side by side (form dialogs
 *   ask for full width explicitly); an autocomplete fills the width its screen gives it, as
 *   its text field would otherwise shrink to a few letters of its label;
 * - one look for every field: the date pickers filled, as react-admin's text fields and
 *   selects are (the pickers' own default is outlined);
 * - Spanish texts for the MUI components that have their own. Not MUI's esES locale: it builds
 *   an Intl.NumberFormat as it loads, which costs about 30 ms when it is the page's first Intl
 *   object;
 * - dialogs full screen under 600 px (every dialog, the date pickers' mobile one included);
 * - the page's global styles above.
 */
function consoleTheme(base: RaThemeOptions, palette: PaletteOptions, own: RaThemeOptions['components'] = {}): RaThemeOptions {
  const components: ComponentThemes = base.components ?? {};
  return {
    ...base,
    palette: { ...base.palette, ...palette },
    components: {
      ...components,
      ...own,
      MuiTextField: naturalWidth(components, 'MuiTextField'),
      MuiFormControl: naturalWidth(components, 'MuiFormControl'),
      MuiAutocomplete: {
        ...components.MuiAutocomplete,
        defaultProps: { ...components.MuiAutocomplete?.defaultProps, clearText: 'Limpiar', closeText: 'Cerrar', openText: 'Abrir' },
      },
      MuiPickersTextField: { defaultProps: { variant: 'filled', margin: 'dense' } },
      MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
      MuiDialog: { styleOverrides: { paper: fullScreenOnPhones } },
      MuiCssBaseline: { styleOverrides: globalStyles },
    },
  };
}

export const lightTheme = consoleTheme(defaultLightTheme, {
  primary: { main: PRIMARY_BLUE },
  error: { main: ERROR_RED },
  warning: { main: '#ed6c02', contrastText: ON_WARNING },
  info: { main: INFO_BLUE },
});

export const darkTheme = consoleTheme(
  defaultDarkTheme,
  {
    primary: { main: DARK_PRIMARY_BLUE, contrastText: ON_LIGHT },
    error: { main: DARK_ERROR_RED, contrastText: ON_LIGHT },
    background: { default: DARK_BACKGROUND, paper: DARK_PAPER },
  },
  // Solid paper at every elevation (see DARK_PAPER).
  { MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } } },
);
