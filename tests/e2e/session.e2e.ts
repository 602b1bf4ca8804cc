import { describe, expect, it } from 'vitest';
import { baseUrl, checkScreen, notificationText, pathOf, setFaults, signIn, useBrowser, visible } from './support/browser';

describe('sign-in, access rule and logout', () => {
  const page = useBrowser();

  it('sends a visitor without a session to /login and, after sign-in, back where they were going', async () => {
    await page().goto(`${baseUrl()}/administracion/asignaturas`);
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
    await visible(page().getByRole('img', { name: 'Logo de las academias' }));
    await checkScreen(page());

    await page().getByRole('button', { name: 'Iniciar sesión' }).click();
    await notificationText(page()).toContain('Sesión iniciada');
    await notificationText(page()).toContain('Hola, Ana Demo');
    await visible(page().getByRole('heading', { name: 'Asignaturas' }));
    expect(pathOf(page())).toBe('/administracion/asignaturas');
    const stored = await page().evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}'));
    expect(stored).toMatchObject({ username: 'Ana Demo', centro: 'GOYA' });
    expect(stored.token).toMatch(/^demo-/);
  });

  it('sends /login to / when a session exists', async () => {
    await signIn(page());
    await page().goto(`${baseUrl()}/login`);
    await visible(page().getByRole('button', { name: 'Cerrar sesión' }));
    expect(pathOf(page())).toBe('/');
  });

  it('shows the reason of a refused sign-in', async () => {
    await page().goto(`${baseUrl()}/login`);
    await page().evaluate(() =>
      sessionStorage.setItem('demo-faults', JSON.stringify([{ path: '/login/core', kind: 'error', motivo: 'Usuario sin acceso' }])),
    );
    await page().getByRole('button', { name: 'Iniciar sesión' }).click();
    await notificationText(page()).toContain('Error iniciando sesión');
    await notificationText(page()).toContain('Usuario sin acceso');
    expect(pathOf(page())).toBe('/login');
  });

  it('logs out, forgets the session and guards the console again', async () => {
    await signIn(page(), '/administracion/asignaturas');
    await page().getByRole('button', { name: 'Cerrar sesión' }).click();
    await notificationText(page()).toContain('Sesión cerrada');
    await notificationText(page()).toContain('Se ha cerrado la sesión correctamente');
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
    expect(await page().evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page().goto(`${baseUrl()}/administracion/centros-estudio`);
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
  });

  it('ends the session on a 401 and returns to /login', async () => {
    await signIn(page());
    await page().evaluate(() =>
      sessionStorage.setItem(
        'demo-faults',
        JSON.stringify([{ path: '/api/core/planificacion/asignatura/list', kind: 'unauthorized', times: 1 }]),
      ),
    );
    await page().getByRole('button', { name: 'Administración' }).click();
    await page().getByRole('link', { name: 'Asignaturas' }).click();
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
    expect(await page().evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // Signing in again returns to the screen the session ended on.
    await page().getByRole('button', { name: 'Iniciar sesión' }).click();
    await visible(page().getByRole('heading', { name: 'Asignaturas' }));
  });

  it('ends the session on a 401 of the list an address opens, asked for as the console loads', async () => {
    await signIn(page());
    await setFaults(page(), [{ path: '/api/core/datos/centro-estudios/list', kind: 'unauthorized', times: 1 }]);
    await page().goto(`${baseUrl()}/administracion/centros-estudio`);
    await visible(page().getByRole('button', { name: 'Iniciar sesión' }));
    expect(pathOf(page())).toBe('/login');
  });
});
