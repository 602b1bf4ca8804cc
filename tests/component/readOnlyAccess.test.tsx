// A read-only consultant (spec 02 §6: CONSULTOR) is offered no change on any screen: not by the
// generic list and its dialogs, not by the bespoke pages; reading, searching and downloads stay.
// Everyone else, and a session without a role, keeps every control. The pages ask the console's
// auth provider (canAccess), here with the session each test signs in with.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, startOfMonth } from 'date-fns';
import type { AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider/authProvider';
import { CalendarPage } from '../../src/screens/administracion/calendario/CalendarPage';
import { OpeningHoursPage } from '../../src/screens/administracion/horarios/aperturas/OpeningHoursPage';
import { TeacherSchedulePage } from '../../src/screens/administracion/horarios/profesores/TeacherSchedulePage';
import { ModifyPaymentPage } from '../../src/screens/contabilidad/pagos/modificar/ModifyPaymentPage';
import { income as incomeSchema } from '../../src/contract/ingresosAlumno';
import { paymentDetails } from '../../src/contract/pagos';
import { StudentIncomesPage } from '../../src/screens/contabilidad/pagos/ingresos/StudentIncomesPage';
import { ReadOnlyMark } from '../../src/layout/ReadOnlyMark';
import { declaration as asignaturas } from '../../src/screens/administracion/asignaturas';
import { declaration as documentos } from '../../src/screens/administracion/documentos';
import { declaration as helpdesk } from '../../src/screens/administracion/helpdesk';
import { declaration as usuarios } from '../../src/screens/personal/administracion';
import { declaration as leads } from '../../src/screens/marketing/gestion/leads';
import { lead } from '../support/leads';
import { currentLocation, fakeDataProvider, renderPage, renderResourcePage, signInAs } from './support/resourcePage';
import { readAs } from '../support/contract';

// The create and edit dialogs' code, loaded before any page renders: a page that renders a dialog
// then shows it at once, before its list's first row (which waits for the data provider's
// answer). So once a page shows its rows, a dialog it renders is there too: a consultant's
// page can be checked for none then.
await import('../../src/declaration/ResourceFormDialog');

// A month's grid and a list's first render take seconds in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

const canAccess = vi.spyOn(authProvider as Required<AuthProvider>, 'canAccess');
afterEach(() => canAccess.mockClear());

/**
 * Waits until the auth provider has been asked about `resource`, and gives its answers: a page
 * that shows its rows with no control has to have heard 'no', not be still waiting.
 */
async function answersAbout(resource: string): Promise<boolean[]> {
  const asked = () => canAccess.mock.calls.flatMap(([params], call) => (params.resource === resource ? [canAccess.mock.results[call].value as Promise<boolean>] : []));
  await waitFor(() => expect(asked()).not.toHaveLength(0));
  return Promise.all(asked());
}

/** The calls of a fake data provider that change something. */
const writes = (provider: Record<string, ReturnType<typeof vi.fn>>) =>
  ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'action'].flatMap((method) => provider[method]?.mock.calls ?? []);

const SUBJECTS = [
  { id: 1, nombre: 'Química', nombreCompleto: 'Química de Bachillerato', tipo: 'CIENCIAS', nivel: 'BACHILLERATO', activa: true },
  { id: 2, nombre: 'Inglés', nombreCompleto: 'Inglés B2', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'B2', activa: true },
];

describe('a declared list (/administracion/asignaturas)', () => {
  it("offers a CONSULTOR no 'Añadir' and no 'Editar', and keeps the search and the download", async () => {
    signInAs('CONSULTOR');
    const provider = fakeDataProvider(SUBJECTS);
    renderResourcePage(asignaturas, provider);
    await screen.findByRole('cell', { name: 'Química' }, SLOW);
    expect(await answersAbout('administracion/asignaturas')).not.toContain(true);
    expect(screen.queryByRole('link', { name: 'Añadir' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opciones' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ingles');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Química' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Inglés' })).toBeTruthy();
    expect(writes(provider)).toEqual([]);
  });

  it.each([
    ['create', '/administracion/asignaturas/create'],
    ['edit', '/administracion/asignaturas/1'],
  ])('shows a CONSULTOR the list, and no %s dialog, at its URL', async (_dialog, path) => {
    signInAs('CONSULTOR');
    const provider = fakeDataProvider(SUBJECTS);
    renderResourcePage(asignaturas, provider, path);
    // Found even behind a dialog, so that a dialog shown by mistake is what the test reports.
    await screen.findByRole('cell', { name: 'Química', hidden: true }, SLOW);
    expect(await answersAbout('administracion/asignaturas')).not.toContain(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation.path).toBe(path);
    expect(provider.getOne).not.toHaveBeenCalled();
    expect(writes(provider)).toEqual([]);
  });

  it.each([['ADMIN'], ['USER'], ['COORDINADOR'], ['MARKETING'], ['DEVELOPER'], ['an unknown role', 'JEFE'], ['no role', undefined]])(
    "offers %s 'Añadir' and 'Editar'",
    async (_case, rol = _case) => {
      signInAs(rol);
      renderResourcePage(asignaturas, fakeDataProvider(SUBJECTS));
      expect(await screen.findByRole('link', { name: 'Añadir' }, SLOW)).toBeTruthy();
      expect(await screen.findAllByRole('link', { name: 'Editar' })).toHaveLength(2);
    },
  );

  it("opens an ADMIN's create and edit dialogs at their URLs", async () => {
    signInAs('ADMIN');
    const view = renderResourcePage(asignaturas, fakeDataProvider(SUBJECTS), '/administracion/asignaturas/create');
    expect(await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' }, SLOW)).toBeTruthy();
    view.unmount();
    renderResourcePage(asignaturas, fakeDataProvider(SUBJECTS), '/administracion/asignaturas/1');
    expect(await screen.findByRole('dialog', { name: 'Editar asignatura' }, SLOW)).toBeTruthy();
  });
});

describe("a declared list's row actions and edit links", () => {
  const USERS = [
    { id: 1, nombre: 'Zoe Ruiz', email: 'zoe@example.org', rol: 'ADMIN', centro: 'GOYA', centros: ['GOYA'], cuentaBloqueada: false, ultimaConexion: null },
  ];
  const TICKETS = [
    { id: 1, categoria: 'Aulas', centro: 'GOYA', fecha: '2026-11-02', titulo: 'Proyector', descripcion: 'No enciende', resuelto: false },
  ];
  const DOCUMENTS = [{ id: 1, titulo: 'Ventas de noviembre', fecha: '2026-11-02T10:00:00', creador: 'Ana Demo' }];

  it("shows a CONSULTOR a user's name as text, where an ADMIN has the link that opens the user", async () => {
    signInAs('CONSULTOR');
    const view = renderResourcePage(usuarios, fakeDataProvider(USERS));
    const cell = await screen.findByRole('cell', { name: 'Zoe Ruiz' }, SLOW);
    expect(await answersAbout('personal/administracion')).not.toContain(true);
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Añadir' })).toBeNull();
    view.unmount();

    signInAs('ADMIN');
    renderResourcePage(usuarios, fakeDataProvider(USERS));
    expect(await screen.findByRole('link', { name: 'Zoe Ruiz' }, SLOW)).toBeTruthy();
  });

  it("offers a CONSULTOR no 'Resolver' (a call that writes), which an ADMIN has", async () => {
    signInAs('CONSULTOR');
    const provider = fakeDataProvider(TICKETS);
    const view = renderResourcePage(helpdesk, provider);
    await screen.findByRole('cell', { name: 'Aulas' }, SLOW);
    expect(await answersAbout('administracion/helpdesk')).not.toContain(true);
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opciones' })).toBeNull();
    view.unmount();

    signInAs('ADMIN');
    renderResourcePage(helpdesk, fakeDataProvider(TICKETS));
    expect(await screen.findByRole('button', { name: 'Resolver' }, SLOW)).toBeTruthy();
  });

  it("keeps a CONSULTOR's 'Descargar documento' (a call that reads) and takes away 'Añadir'", async () => {
    signInAs('CONSULTOR');
    const provider = { ...fakeDataProvider(DOCUMENTS), action: vi.fn(async () => ({ titulo: 'Ventas', cabecera: [], filas: [] })) };
    renderResourcePage(documentos, provider);
    await screen.findByRole('cell', { name: 'Ventas de noviembre' }, SLOW);
    expect(await answersAbout('administracion/documentos')).not.toContain(true);
    expect(screen.getByRole('button', { name: 'Descargar documento' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Añadir' })).toBeNull();
  });
});

describe('the CRM (/marketing/gestion/leads)', () => {
  const LEADS = [lead({ id: 1, alumno: 'Begoña Núñez', centro: 'GOYA', fecha: '2026-11-25', estado: 'PRUEBA' })];
  const open = (rol: string) => {
    signInAs(rol);
    const provider = { ...fakeDataProvider(LEADS), action: vi.fn() };
    renderResourcePage(leads, provider);
    return provider;
  };

  it("offers a CONSULTOR neither 'Borrar último contacto' nor 'Borrar lead', and keeps the download", async () => {
    const provider = open('CONSULTOR');
    await screen.findByRole('cell', { name: 'Begoña Núñez' }, SLOW);
    expect(await answersAbout('marketing/gestion/leads')).not.toContain(true);
    expect(screen.queryByRole('button', { name: 'Borrar último contacto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar lead' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opciones' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(writes(provider)).toEqual([]);
  });

  it('offers an ADMIN both deletes', async () => {
    open('ADMIN');
    expect(await screen.findByRole('button', { name: 'Borrar último contacto' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar lead' })).toBeTruthy();
  });
});

describe('the student incomes (/contabilidad/pagos/ingresos)', () => {
  const income = (id: number, fields: { concepto: string; asignado?: boolean }) =>
    readAs(incomeSchema, [
      { id, importe: 80, formaPago: 'EFECTIVO', fechaIngreso: `2026-11-0${id}T10:15:00`, fecha: `2026-11-0${id}`, hora: '10:15', centro: 'GOYA', asignado: false, ...fields },
    ])[0];
  const INCOMES = [income(1, { concepto: 'Libre' }), income(2, { concepto: 'Asignado', asignado: true })];
  const open = (rol: string) => {
    const provider = { ...fakeDataProvider(INCOMES), action: vi.fn() };
    renderPage(<StudentIncomesPage />, { dataProvider: provider, rol, path: '/?alumno=7-Luc%C3%ADa+Garc%C3%ADa' });
    return provider;
  };

  it("offers a CONSULTOR no 'Desasignar', 'Editar' or 'Borrar'", async () => {
    const provider = open('CONSULTOR');
    await screen.findByRole('cell', { name: 'Asignado' }, SLOW);
    expect(await answersAbout('contabilidad/pagos/ingresos')).not.toContain(true);
    for (const name of ['Desasignar', 'Editar', 'Borrar']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Opciones' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(writes(provider)).toEqual([]);
  });

  it('offers an ADMIN all three', async () => {
    open('ADMIN');
    expect(await screen.findByRole('button', { name: 'Desasignar' }, SLOW)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Editar' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Borrar' })).toBeTruthy();
  });
});

describe('the payment change (/contabilidad/pagos/modificar)', () => {
  const today = format(new Date(), 'yyyy-MM-dd');
  const [PAYMENT] = readAs(paymentDetails, [
    {
      id: 31, tipo: 'PAGO', concepto: 'Clases de noviembre', centro: 'GOYA', fecha: today, codigosPromocionales: [], importePago: 120, modificacion: 0,
      matricula: false, ingresos: [], modificaciones: [],
      resultado: { importeAlternativo: null, justificacionImporte: null, resultados: [], ventaTeorica: 200, deudaMes: 25 },
    },
  ]);
  const open = (rol: string) =>
    renderPage(<ModifyPaymentPage />, {
      dataProvider: fakeDataProvider([], { getOne: vi.fn(async () => ({ data: PAYMENT })) }),
      rol,
      path: '/?alumno=7-Luc%C3%ADa+Garc%C3%ADa&contratacion=pago-31',
    });

  it("shows a CONSULTOR the payment without 'Añadir modificación' or 'Borrar pago'", async () => {
    open('CONSULTOR');
    await screen.findByRole('heading', { name: 'Resultado del pago' }, SLOW);
    expect(await answersAbout('contabilidad/contrataciones/pago')).not.toContain(true);
    expect(screen.getByText('Clases de noviembre')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir modificación' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar pago' })).toBeNull();
  });

  it('offers an ADMIN both', async () => {
    open('ADMIN');
    expect(await screen.findByRole('button', { name: 'Añadir modificación' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar pago' })).toBeTruthy();
  });
});

describe('the month grids', () => {
  const first = startOfMonth(new Date());
  const dayOfMonth = (day: number) => format(new Date(first.getFullYear(), first.getMonth(), day), 'yyyy-MM-dd');
  const shown = (day: number) => format(new Date(first.getFullYear(), first.getMonth(), day), 'dd/MM/yyyy');

  describe('the calendar (/administracion/calendario)', () => {
    const EVENTS = [{ id: 7, titulo: 'Inventario', descripcion: 'Material', fecha: dayOfMonth(12), centros: ['GOYA'], tipo: 'AVISO', creador: 'Luis Gil' }];

    it("offers a CONSULTOR no 'Añadir' and no day that creates, and shows an event with nothing to save or delete", async () => {
      const provider = fakeDataProvider(EVENTS);
      renderPage(<CalendarPage />, { dataProvider: provider, rol: 'CONSULTOR' });
      const event = await screen.findByRole('button', { name: 'Inventario' }, SLOW);
      expect(await answersAbout('administracion/calendario')).not.toContain(true);
      expect(screen.queryByRole('button', { name: 'Añadir' })).toBeNull();
      expect(screen.queryAllByRole('button', { name: /^Nuevo evento el/ })).toEqual([]);
      expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();

      await userEvent.click(event);
      const dialog = await screen.findByRole('dialog', { name: 'Evento' });
      expect(dialog.textContent).toContain('Evento creado por Luis Gil');
      expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveProperty('readOnly', true);
      expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveProperty('readOnly', true);
      expect(within(dialog).queryByRole('button', { name: 'Borrar evento' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Actualizar' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(writes(provider)).toEqual([]);
    });

    it("offers an ADMIN 'Añadir', a day that creates, and an event to update or delete", async () => {
      renderPage(<CalendarPage />, { dataProvider: fakeDataProvider(EVENTS), rol: 'ADMIN' });
      expect(await screen.findByRole('button', { name: `Nuevo evento el ${shown(2)}` }, SLOW)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Añadir' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Inventario' }));
      const dialog = await screen.findByRole('dialog', { name: 'Evento' });
      expect(within(dialog).getByRole('button', { name: 'Borrar evento' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    });
  });

  describe('the opening hours (/administracion/horarios/aperturas)', () => {
    const DAYS = [{ id: 1, fecha: dayOfMonth(3), horas: ['09:00-10:00', '10:00-11:00'] }];
    const DAY_ACTIONS = /^(Editar horario del|Borrar horario del|Añadir horario normal el|Elegir horas el) /;

    it("shows a CONSULTOR the hours with no day action and no 'Añadir mes entero'", async () => {
      const provider = { ...fakeDataProvider(DAYS), action: vi.fn() };
      renderPage(<OpeningHoursPage />, { dataProvider: provider, rol: 'CONSULTOR' });
      const range = await screen.findByText('09:00-11:00', {}, SLOW);
      expect(await answersAbout('administracion/horarios/aperturas')).not.toContain(true);
      expect(range.closest('td')?.textContent).toContain('09:00-11:00');
      expect(screen.getAllByText('Sin horario').length).toBeGreaterThan(20);
      expect(screen.queryByRole('button', { name: 'Añadir mes entero' })).toBeNull();
      expect(screen.queryAllByRole('button', { name: DAY_ACTIONS })).toEqual([]);
      expect(writes(provider)).toEqual([]);
    });

    it("offers an ADMIN every day's actions and 'Añadir mes entero'", async () => {
      renderPage(<OpeningHoursPage />, { dataProvider: fakeDataProvider(DAYS), rol: 'ADMIN' });
      expect(await screen.findByRole('button', { name: `Editar horario del ${shown(3)}` }, SLOW)).toBeTruthy();
      expect(screen.getByRole('button', { name: `Borrar horario del ${shown(3)}` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Añadir horario normal el ${shown(4)}` })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Elegir horas el ${shown(4)}` })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Añadir mes entero' })).toBeTruthy();
    });
  });

  describe('the teacher schedules (/administracion/horarios/profesores)', () => {
    const ROWS = [
      { id: 5, nombre: 'Marta Ruiz', email: 'marta@example.org', fecha: dayOfMonth(6), hora: '09:00-10:00', profesor: 'Marta Ruiz', profesorId: 5, centro: 'QUEVEDO' },
    ];

    it("shows a CONSULTOR a teacher's classes without 'Borrar horarios', which an ADMIN has", async () => {
      const view = renderPage(<TeacherSchedulePage />, { dataProvider: fakeDataProvider(ROWS), rol: 'CONSULTOR', path: '/?profesor=5' });
      await screen.findByText('QUEVEDO', {}, SLOW);
      expect(await answersAbout('administracion/horarios/profesores')).not.toContain(true);
      expect(screen.queryByRole('button', { name: 'Borrar horarios' })).toBeNull();
      view.unmount();

      renderPage(<TeacherSchedulePage />, { dataProvider: fakeDataProvider(ROWS), rol: 'ADMIN', path: '/?profesor=5' });
      expect(await screen.findByRole('button', { name: 'Borrar horarios' }, SLOW)).toBeTruthy();
    });
  });
});

describe("the top bar's mark", () => {
  it("says 'Solo lectura' to a CONSULTOR", () => {
    signInAs('CONSULTOR');
    render(<ReadOnlyMark />);
    expect(screen.getByText('Solo lectura')).toBeTruthy();
  });

  it.each([['ADMIN'], ['MARKETING'], [undefined]])('says nothing to %s', (rol) => {
    signInAs(rol);
    render(<ReadOnlyMark />);
    expect(screen.queryByText('Solo lectura')).toBeNull();
  });
});
