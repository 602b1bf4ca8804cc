import { describe, expect, it } from 'vitest';
import { getDomain } from '../../src/demo/registrableDomain';

// The stand-in for tldts in MSW's cookie jar (see the module): the demo is served from
// localhost or an IP address, where tldts finds no registrable domain either.
describe('getDomain', () => {
  it('finds none for an IP address or a single label', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });

  it('is the last two labels of a host name', () => {
    expect(getDomain('consola.academias.es')).toBe('academias.es');
    expect(getDomain('academias.es')).toBe('academias.es');
  });
});
