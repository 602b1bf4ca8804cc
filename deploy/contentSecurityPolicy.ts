// The Content-Security-Policy of a build, worked out from the same VITE_* settings that the
// bundle is built with (src/config.ts), so that the server's policy cannot drift from what the
// console loads. The build writes it into its output (deploy/buildOutput.ts); the server reads it
// from there (deploy/site-conf).

/** The build settings the policy depends on, as Vite reads them (`import.meta.env`). */
export interface BuildSettings {
  VITE_API_URL?: string;
  VITE_GOOGLE_CLIENT_ID?: string;
}

/**
 * Google's sign-in (Google Identity Services), as Google documents its policy: the client
 * script, its button and prompt frames, the calls it makes and its button's style sheet.
 */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
};

/**
 * The user's photo (`foto` of the session) is the picture of the Google account the user signed
 * in with, which Google serves from its user-content hosts (lh3…lh6.googleusercontent.com):
 * one wildcard for Google's hosts rather than any https: image.
 */
const GOOGLE_PHOTOS = 'https://*.googleusercontent.com';

/** The API's origin, or none when it is the console's own (a relative `VITE_API_URL`). */
function apiOrigin(apiUrl: string): string[] {
  if (!URL.canParse(apiUrl)) return [];
  const { origin, protocol } = new URL(apiUrl);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`VITE_API_URL must be an http(s) address: ${apiUrl}`);
  return [origin];
}

/**
 * The policy, one directive per kind of load the console makes; everything else is refused
 * (`default-src 'none'`). Links opened in a new tab (the invoice PDF service, the student and
 * training record pages) are navigations, which no directive of CSP governs: they need no source.
 */
export function contentSecurityPolicy(settings: BuildSettings): string {
  const realApi = Boolean(settings.VITE_API_URL);
  const google = realApi && Boolean(settings.VITE_GOOGLE_CLIENT_ID);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...(google ? [GOOGLE_SIGN_IN.script] : [])],
    // Emotion (MUI's styling) writes each component's style into <style> elements as it renders.
    ['style-src', "'self'", "'unsafe-inline'", ...(google ? [GOOGLE_SIGN_IN.style] : [])],
    ['img-src', "'self'", ...(realApi ? [GOOGLE_PHOTOS] : [])],
    ['connect-src', "'self'", ...(realApi ? apiOrigin(settings.VITE_API_URL as string) : []), ...(google ? [GOOGLE_SIGN_IN.connect] : [])],
    ...(google ? [['frame-src', GOOGLE_SIGN_IN.frame] as [string, string]] : []),
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}
