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
 * Text on MUI's warning orange (#ed6c02): dark, as white on it reaches only 3.1:1 (a badge of a
 * record half complete); near-black reaches 6.3:1.
 */
export const ON_WARNING = 'rgba(0, 0, 0, 0.87)';
