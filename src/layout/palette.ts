/**
 * The console's primary blue, darker than MUI's default (#1976d2), which on a filled input's
 * grey reaches only 4.0:1, below the 4.5:1 that text needs. Shared by the console's theme and
 * the sign-in page, which is shown before react-admin (and its theme) is loaded.
 */
export const PRIMARY_BLUE = '#1565c0';

/**
 * The console's error red, MUI's darker one (#c62828 instead of #d32f2f, which on a filled
 * input's grey reaches only 4.4:1): a field's error label and message stay readable.
 */
export const ERROR_RED = '#c62828';

/**
 * The console's information blue, MUI's light blue 800 (#0277bd instead of #0288d1, on which
 * white reaches only 3.9:1): white text on it, a badge's, reaches 4.8:1.
 */
export const INFO_BLUE = '#0277bd';

/**
 * Text on MUI's warning orange (#ed6c02): dark, as white on it reaches only 3.1:1 (a badge of a
 * record half complete); near-black reaches 6.3:1.
 */
export const ON_WARNING = 'rgba(0, 0, 0, 0.87)';

/**
 * The dark theme's primary blue, MUI's blue 200 (react-admin's dark default): 5.0:1 on a filled
 * input inside a dialog, where the light theme's blue would reach about 2:1.
 */
export const DARK_PRIMARY_BLUE = '#90caf9';

/**
 * The dark theme's error red, a light one (Material 3's dark error tone): 5.2:1 as a field's
 * error text on a filled input inside a dialog, and dark text on it as a badge (10:1). MUI's
 * dark red (#f44336) reaches 2.6:1 there.
 */
export const DARK_ERROR_RED = '#ffb4ab';

/**
 * The dark theme's surfaces: react-admin's page grey and a slightly lighter paper, both solid.
 * MUI lightens a dark paper with a gradient per elevation instead, through which axe-core
 * cannot measure the contrast of any text (it reported every text 'incomplete'). On this paper
 * a filled input's grey still leaves the blue and the red above 5:1.
 */
export const DARK_BACKGROUND = '#313131';
export const DARK_PAPER = '#383838';

/** Text on the light colours of the dark theme (a badge, a contained button): MUI's near-black. */
export const ON_LIGHT = 'rgba(0, 0, 0, 0.87)';
