// MSW keeps a cookie jar (tough-cookie), which asks tldts for a host's registrable domain.
// tldts carries the whole public-suffix list: 257 KB that the browser must parse before the
// demo API can start. The demo API sets no cookies and is served from localhost or an IP
// address, so vite.config.ts resolves 'tldts' to this module instead. Only the demo bundle
// contains it: a real-API build has no MSW.

const IP_ADDRESS = /^[\d.]+$|:/;

/** The last two labels of a host name; none for an IP address or a single label. */
export function getDomain(hostname: string): string | null {
  if (IP_ADDRESS.test(hostname)) return null;
  const labels = hostname.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
