import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// config.ts reads the build settings when it is first imported: each case stubs them, then
// imports the login page afresh.
async function renderLoginPage() {
  vi.resetModules();
  const { LoginPage } = await import('../../src/authProvider/LoginPage');
  render(<LoginPage onSignedIn={() => undefined} />);
}

describe('LoginPage', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('offers the demo sign-in when no API is configured', async () => {
    vi.stubEnv('VITE_API_URL', '');
    await renderLoginPage();
    expect(screen.getByRole('img', { name: 'Logo de las academias' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar como consultor' })).toBeTruthy();
    expect(screen.getByText('Modo demostración: los datos son ficticios.')).toBeTruthy();
  });

  it('explains a missing Google client id in a real-API build instead of a dead button', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.org');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    await renderLoginPage();
    expect(screen.getByRole('alert').textContent).toContain('falta el identificador de cliente de Google (VITE_GOOGLE_CLIENT_ID)');
    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    expect(screen.queryByText(/Modo demostración/)).toBeNull();
  });

  it("shows the identity provider's button in a real-API build with a client id", async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.org');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'cliente-de-prueba.apps.googleusercontent.com');
    await renderLoginPage();
    expect(screen.getByRole('group', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Entrar como consultor' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Modo demostración/)).toBeNull();
  });
});
