import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../deploy/contentSecurityPolicy';

describe('the Content-Security-Policy worked out from the build settings', () => {
  it('allows a real-API build its API host, Google sign-in and Google photos, and nothing inline but styles', () => {
    expect(contentSecurityPolicy({ VITE_API_URL: 'https://api.academias.example/v1/', VITE_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toBe(
      "default-src 'none'; " +
        "script-src 'self' https://accounts.google.com/gsi/client; " +
        "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style; " +
        "img-src 'self' https://*.googleusercontent.com; " +
        "connect-src 'self' https://api.academias.example https://accounts.google.com/gsi/; " +
        'frame-src https://accounts.google.com/gsi/; ' +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('leaves Google out of a real-API build without a client id, whose sign-in page shows no Google button', () => {
    const policy = contentSecurityPolicy({ VITE_API_URL: 'https://api.academias.example' });
    expect(policy).not.toContain('accounts.google.com');
    expect(policy).not.toContain('frame-src');
    expect(policy).toContain("connect-src 'self' https://api.academias.example;");
  });

  it('allows a demo build only its own files: the demo API answers inside the page, without Google', () => {
    expect(contentSecurityPolicy({ VITE_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; connect-src 'self'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('adds no host for an API at a path of the console\'s own origin', () => {
    expect(contentSecurityPolicy({ VITE_API_URL: '/api', VITE_GOOGLE_CLIENT_ID: 'id' })).toContain(
      "connect-src 'self' https://accounts.google.com/gsi/;",
    );
  });

  it('refuses an API address that is not http(s)', () => {
    expect(() => contentSecurityPolicy({ VITE_API_URL: 'javascript:alert(1)' })).toThrow('VITE_API_URL must be an http(s) address');
  });
});
