// The clients screens from their declarations: the new records' link, check/cross icons and
// progress badge; the hirings in tabs whose tab is in the URL; the code picker loaded for the
// month and year and sorted by name; the ratings' marks, newest first; each screen's load error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { student } from '../../src/contract/alumnos';
import { promoCodeUsageAnswer } from '../../src/contract/codigosPromocionales';
import { declaration as codigosUso } from '../../src/screens/clientes/codigos';
import { tabs as contratacionesMensuales } from '../../src/screens/clientes/contrataciones-mensuales';
import { declaration as fichas } from '../../src/screens/clientes/fichas';
import { declaration as valoraciones } from '../../src/screens/clientes/valoraciones';
import { TabbedListPage } from '../../src/declaration/TabbedListPage';
import { currentQuery, fakeDataProvider, renderPage, renderResourcePage } from './support/resourcePage';
import { bodyRows, shownNames } from './support/table';
import { readAs } from '../support/contract';

const STUDENTS = readAs(student, [
  {
    id: 1, nombre: 'Lucía', apellidos: 'García Pérez', fechaNacimiento: '2010-04-03', dni: '12345678Z', codigoPostal: '28001',
    email: 'lucia@example.org', telefonoFijo: null, telefonoMovil: '600111222', centro: 'GOYA', tutor1: null, tutor2: null,
    facturacion: { identificacion: '87654321X', nombre: 'Marta Pérez' }, condicionesUrl: 'https://d/1/c.pdf', rgpdUrl: 'https://d/1/r.pdf',
  },
  {
    id: 2, nombre: 'Hugo', apellidos: 'Martín Ruiz', fechaNacimiento: null, dni: null, codigoPostal: '28002', email: 'hugo@example.org',
    telefonoFijo: '910000000', telefonoMovil: null, centro: 'GOYA', tutor1: null, tutor2: null, facturacion: null, condicionesUrl: null, rgpdUrl: null,
  },
]);

const lastFilter = (provider: { getList: ReturnType<typeof vi.fn> }, resource: string) =>
  (provider.getList.mock.calls.filter((call) => call[0] === resource).at(-1)?.[1] as GetListParams | undefined)?.filter;

describe('fichas', () => {
  it('shows each record with the name as plain text (no external app set), the items, check or cross icons and the progress', async () => {
    const provider = fakeDataProvider(STUDENTS);
    renderResourcePage(fichas, provider);
    await screen.findByRole('cell', { name: 'Lucía García Pérez' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Alumno', 'Fecha de nacimiento', 'Teléfono', 'DNI', 'E-mail', 'Código postal', 'Facturación', 'Condiciones', 'RGPD', 'Progreso',
    ]);
    expect(screen.queryByRole('link', { name: 'Lucía García Pérez' })).toBeNull();
    // By name: Hugo first.
    expect(shownNames()).toEqual(['Hugo Martín Ruiz', 'Lucía García Pérez']);
    const [hugo, lucia] = bodyRows().map((row) => within(row));
    expect(lucia.getByRole('cell', { name: '03/04/2010' })).toBeTruthy();
    expect(lucia.getByRole('img', { name: 'Con facturación' })).toBeTruthy();
    expect(lucia.getByRole('img', { name: 'Condiciones firmadas' })).toBeTruthy();
    expect(lucia.getByRole('img', { name: 'RGPD firmado' })).toBeTruthy();
    expect(lucia.getByText('100 %')).toBeTruthy();
    expect(hugo.getByRole('cell', { name: '910000000' })).toBeTruthy();
    expect(hugo.getByRole('img', { name: 'Sin facturación' })).toBeTruthy();
    expect(hugo.getByRole('img', { name: 'Sin condiciones firmadas' })).toBeTruthy();
    expect(hugo.getByRole('img', { name: 'Sin RGPD firmado' })).toBeTruthy();
    // Postcode, e-mail and phone of 8: 38 %.
    expect(hugo.getByText('38 %')).toBeTruthy();
    expect(lastFilter(provider, 'clientes/fichas')).toEqual({ academia: 'HERNANI', mes: expect.stringMatching(/^\d{2}\/\d{4}$/) });
  });

  it("notifies a failed load with 'Error al recuperar los alumnos' and the reason", async () => {
    const provider = fakeDataProvider(STUDENTS, { getList: vi.fn(async () => Promise.reject(new Error('Sin conexión con alumnos'))) });
    renderResourcePage(fichas, provider);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los alumnos')).toBeTruthy();
    expect(alert.textContent).toContain('Sin conexión con alumnos');
    expect(await screen.findByText('No hay datos')).toBeTruthy();
  });
});

describe('contrataciones mensuales', () => {
  const PACKS = [{ id: 1, alumno: 'Lucía García Pérez', pack: 'Pack 10 horas', horas: 10, curso: '2º ESO' }];
  const TARIFFS = [{ id: 2, alumno: 'Hugo Martín Ruiz', tarifa: 'Tarifa mensual 8 horas', curso: '1º Bachillerato' }];

  function setup(path = '/clientes/contrataciones-mensuales') {
    const getList = vi.fn(async (resource: string, _params: GetListParams) => {
      const data = resource.endsWith('/packs') ? PACKS : TARIFFS;
      return { data, total: data.length };
    });
    const provider = { ...fakeDataProvider([]), getList };
    renderPage(<TabbedListPage lists={contratacionesMensuales} />, { dataProvider: provider, academy: 'QUEVEDO', path });
    return provider;
  }

  it('opens on the hour packs, and the tariffs tab shows the tariffs of the same academy and month, its tab in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = setup();
    expect(await screen.findByRole('cell', { name: 'Pack 10 horas' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Packs de horas', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Alumno', 'Pack', 'Horas', 'Curso']);

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(await screen.findByRole('option', { name: 'GOYA' }));
    await waitFor(() => expect(lastFilter(provider, 'clientes/contrataciones-mensuales/packs')).toMatchObject({ academia: 'GOYA' }));
    await user.click(screen.getByRole('tab', { name: 'Tarifas' }));

    expect(await screen.findByRole('cell', { name: 'Tarifa mensual 8 horas' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tarifas', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Tarifas' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Alumno', 'Tarifa', 'Curso']);
    expect(lastFilter(provider, 'clientes/contrataciones-mensuales/tarifas')).toMatchObject({ academia: 'GOYA' });
    await waitFor(() => expect(currentQuery()).toMatchObject({ pestana: 'tarifas', academia: 'GOYA' }));
  });

  it('opens the tab the URL names', async () => {
    setup('/clientes/contrataciones-mensuales?pestana=tarifas');
    expect(await screen.findByRole('cell', { name: 'Hugo Martín Ruiz' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tarifas', selected: true })).toBeTruthy();
  });
});

describe('códigos', () => {
  const USAGE = z.parse(promoCodeUsageAnswer, { GOYA: { pagos: 40, pagos_tarifa: '176,00', pagos_pack_horas: 0 } });

  it('waits for a code, offered by name for the month and year, then shows its income per academy with totals', async () => {
    const user = userEvent.setup({ delay: null });
    const getList = vi.fn(async (resource: string, _params: GetListParams) =>
      resource === 'clientes/codigos/seleccion'
        ? { data: [{ id: 9, nombre: 'VERANO25' }, { id: 4, nombre: 'AMIGO15' }, { id: 6, nombre: 'HORAS3' }], total: 3 }
        : { data: USAGE, total: 1 },
    );
    const provider = { ...fakeDataProvider([]), getList };
    renderResourcePage(codigosUso, provider);
    await user.click(await screen.findByRole('combobox', { name: 'Código' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ninguno', 'AMIGO15', 'HORAS3', 'VERANO25']);
    expect(provider.getList.mock.calls.map((call) => call[0])).toEqual(['clientes/codigos/seleccion']);
    const today = new Date();
    expect(lastFilter(provider, 'clientes/codigos/seleccion')).toEqual({ anio: today.getFullYear(), mes: today.getMonth() + 1 });

    await user.click(screen.getByRole('option', { name: 'AMIGO15' }));
    await screen.findByRole('cell', { name: 'GOYA' });
    expect(lastFilter(provider, 'clientes/codigos')).toEqual({ anio: today.getFullYear(), mes: today.getMonth() + 1, codigo: '4' });
    const [goya, totals] = [bodyRows()[0], screen.getAllByRole('row').at(-1) as HTMLTableRowElement];
    expect([...goya.cells].map((cell) => cell.textContent)).toEqual(['GOYA', '40,00 €', '176,00 €', '0,00 €', '216,00 €']);
    expect(totals.cells[0].textContent).toBe('Total');
  });

  it('drops the chosen code when the month chosen next does not offer it', async () => {
    const user = userEvent.setup({ delay: null });
    const thisMonth = new Date().getMonth() + 1;
    const otherMonth = thisMonth === 1 ? 2 : 1;
    const getList = vi.fn(async (resource: string, params: GetListParams) =>
      resource === 'clientes/codigos/seleccion'
        ? { data: params.filter.mes === thisMonth ? [{ id: 4, nombre: 'AMIGO15' }] : [{ id: 6, nombre: 'HORAS3' }], total: 1 }
        : { data: USAGE, total: 1 },
    );
    renderResourcePage(codigosUso, { ...fakeDataProvider([]), getList }, '/clientes/codigos?codigo=4');
    await screen.findByRole('cell', { name: 'GOYA' });
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(await screen.findByRole('option', { name: ['Enero', 'Febrero'][otherMonth - 1] }));
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Código' }).textContent).toBe('Ninguno');
    await waitFor(() => expect(currentQuery().codigo).toBeUndefined());
  });

  it("notifies a failed code list with 'Error al obtener códigos promocionales'", async () => {
    const getList = vi.fn(async () => Promise.reject(new Error('Caído')));
    renderResourcePage(codigosUso, { ...fakeDataProvider([]), getList });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al obtener códigos promocionales')).toBeTruthy();
  });

  it("notifies a failed usage with 'Error al recuperar los codigos'", async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'clientes/codigos/seleccion' ? { data: [{ id: 4, nombre: 'AMIGO15' }], total: 1 } : Promise.reject(new Error('Caído')),
    );
    renderResourcePage(codigosUso, { ...fakeDataProvider([]), getList }, '/clientes/codigos?codigo=4');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los codigos')).toBeTruthy();
  });
});

describe('valoraciones', () => {
  const RATINGS = [
    { id: 1, alumnoNombre: 'Ana Gil', asignatura: 'Física', nivel: 'BACHILLERATO', profesor: 'Luis Sanz', centro: 'GOYA', fecha: '2026-03-02T10:00:00', fechaAsistencia: '2026-03-01', horaAsistencia: '17:00', valoracionClase: 'MUY_POSITIVA', valoracionProfesor: null, observaciones: 'Muy útil' },
    { id: 2, alumnoNombre: 'Eva Ros', asignatura: 'Inglés', nivel: 'IDIOMA B1', profesor: 'Marta Gil', centro: 'QUEVEDO', fecha: '2026-03-20T10:00:00', fechaAsistencia: '2026-03-20', horaAsistencia: '09:30', valoracionClase: 'MUY_NEGATIVA', valoracionProfesor: 'NEUTRAL', observaciones: null },
  ];

  it('shows the newest first, the subject with its level and the ratings out of 5 or Sin valoracion', async () => {
    renderResourcePage(valoraciones, fakeDataProvider(RATINGS));
    await screen.findByRole('cell', { name: 'Eva Ros' });
    expect(shownNames()).toEqual(['Eva Ros', 'Ana Gil']);
    expect([...bodyRows()[1].cells].map((cell) => cell.textContent)).toEqual([
      'Ana Gil', 'Física (BACHILLERATO)', 'Luis Sanz', 'GOYA', '01/03/2026 - 17:00', '5/5', 'Sin valoracion', 'Muy útil',
    ]);
    expect([...bodyRows()[0].cells].slice(5, 7).map((cell) => cell.textContent)).toEqual(['1/5', '3/5']);
  });

  it('offers the years 2025 to 2030', async () => {
    const user = userEvent.setup({ delay: null });
    renderResourcePage(valoraciones, fakeDataProvider(RATINGS));
    await user.click(await screen.findByRole('combobox', { name: 'Año' }));
    const years = (await screen.findAllByRole('option')).map((option) => Number(option.textContent)).sort();
    expect(years).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
  });
});
