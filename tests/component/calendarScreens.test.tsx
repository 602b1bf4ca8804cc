// The calendar screens over a fake data provider: what each day shows, the dialogs' rules and
// what a refused change leaves on screen (spec 02 §2, §4, §5, §8).
import { format, startOfMonth } from 'date-fns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarPage } from '../../src/screens/administracion/calendario/CalendarPage';
import { OpeningHoursPage } from '../../src/screens/administracion/horarios/aperturas/OpeningHoursPage';
import { TeacherSchedulePage } from '../../src/screens/administracion/horarios/profesores/TeacherSchedulePage';
import { ApiError } from '../../src/dataProvider/ApiError';
import { fakeDataProvider, renderPage } from './support/resourcePage';
import { daySchedule } from '../../src/contract/modeloHorario';
import { calendarEvent } from '../../src/contract/eventosCalendario';
import { readAs } from '../support/contract';

const first = startOfMonth(new Date());
const dayOfMonth = (day: number) => format(new Date(first.getFullYear(), first.getMonth(), day), 'yyyy-MM-dd');
/** A month's first render in jsdom can take seconds on a busy machine. */
const SLOW = { timeout: 15_000 };
const shown = (day: number) => format(new Date(first.getFullYear(), first.getMonth(), day), 'dd/MM/yyyy');

describe('OpeningHoursPage', { timeout: 60_000 }, () => {
  const days = readAs(daySchedule, [
    { id: 1, fecha: dayOfMonth(3), horas: ['10:00-11:00', '09:00-10:00', '17:00-18:00'] },
    { id: 2, fecha: dayOfMonth(4), horas: ['09:30-10:30'] },
  ]);

  it("shows each day's merged ranges, and 'Sin horario' with its two add buttons on the others", async () => {
    renderPage(<OpeningHoursPage />, { dataProvider: fakeDataProvider(days) });
    const edit = await screen.findByRole('button', { name: `Editar horario del ${shown(3)}` }, SLOW);
    const cell = edit.closest('td')!;
    expect(cell.textContent).toContain('09:00-11:00');
    expect(cell.textContent).toContain('17:00-18:00');
    expect(cell.textContent).not.toContain('10:00-11:00');
    expect(screen.getByRole('button', { name: `Borrar horario del ${shown(4)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Añadir horario normal el ${shown(5)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Elegir horas el ${shown(5)}` })).toBeTruthy();
    expect(screen.getAllByText('Sin horario').length).toBeGreaterThan(20);
  });

  it("shows a progress bar, not a grid of days 'Sin horario', until the month's hours are here", async () => {
    let answer!: (rows: typeof days) => void;
    const getList = vi.fn(() => new Promise<{ data: typeof days; total: number }>((resolve) => (answer = (rows) => resolve({ data: rows, total: rows.length }))));
    renderPage(<OpeningHoursPage />, { dataProvider: fakeDataProvider(days, { getList }) });
    await screen.findByRole('progressbar', { name: 'Cargando' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Sin horario')).toBeNull();
    answer(days);
    await screen.findByRole('button', { name: `Editar horario del ${shown(3)}` }, SLOW);
    expect(screen.queryByRole('progressbar', { name: 'Cargando' })).toBeNull();
  });

  it("keeps 'Actualizar horario' open with its ticks and the server's reason when the update is refused", async () => {
    const reason = 'No se puede cambiar el horario: ya hay clases programadas ese día';
    const update = vi.fn(async () => Promise.reject(new ApiError(reason, { retryable: false })));
    renderPage(<OpeningHoursPage />, { dataProvider: fakeDataProvider(days, { update }) });
    await userEvent.click(await screen.findByRole('button', { name: `Editar horario del ${shown(4)}` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: new RegExp('^Actualizar horario') });
    expect(within(dialog).getByRole('checkbox', { name: '09:30-10:30' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '09:30-10:30' }));
    expect(within(dialog).getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '12:00-13:00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await within(dialog).findByText(reason, {}, SLOW);
    expect(update).toHaveBeenCalledWith('administracion/horarios/aperturas', expect.objectContaining({ data: { centro: 'GOYA', fecha: dayOfMonth(4), horas: ['12:00-13:00'] } }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain('Error al actualizar el horario');
    expect(within(dialog).getByRole('checkbox', { name: '12:00-13:00' })).toHaveProperty('checked', true);
    expect(screen.getByRole('dialog', { name: new RegExp('^Actualizar horario') })).toBeTruthy();
  });
});

describe('CalendarPage', { timeout: 60_000 }, () => {
  it("says 'Sin eventos' for a month without events, and 'Crear' waits for every field", async () => {
    renderPage(<CalendarPage />, { dataProvider: fakeDataProvider([]) });
    await screen.findByText('Sin eventos', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: `Nuevo evento el ${shown(2)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' });
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Claustro');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Reunión');
    expect(within(dialog).getByRole('button', { name: 'Crear' })).toHaveProperty('disabled', true);
  });

  it("shows each event's title as a button that opens it, with its creator", async () => {
    const [event] = readAs(calendarEvent, [{ id: 7, titulo: 'Inventario', descripcion: 'Material', fecha: dayOfMonth(12), centros: ['GOYA'], tipo: 'AVISO', creador: 'Luis Gil' }]);
    renderPage(<CalendarPage />, { dataProvider: fakeDataProvider([event]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Inventario' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Evento' });
    expect(dialog.textContent).toContain('Evento creado por Luis Gil');
    expect(within(dialog).getByRole('button', { name: 'Borrar evento' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Actualizar' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe('TeacherSchedulePage', { timeout: 60_000 }, () => {
  it("counts the chosen classes on the delete button: 'Borrar', 'Borrar clase', 'Borrar 2 clases'", async () => {
    const rows = [
      { id: 5, nombre: 'Marta Ruiz', email: 'marta@example.org', fecha: dayOfMonth(6), hora: '09:00-10:00', profesor: 'Marta Ruiz', profesorId: 5, centro: 'GOYA' },
      { id: 6, nombre: 'Marta Ruiz', email: 'marta@example.org', fecha: dayOfMonth(7), hora: '10:00-11:00', profesor: 'Marta Ruiz', profesorId: 5, centro: 'QUEVEDO' },
    ];
    renderPage(<TeacherSchedulePage />, { dataProvider: fakeDataProvider(rows), path: '/?profesor=5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar horarios' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Borrar horarios' });
    expect(dialog.textContent).toContain('Se desasignarán todos los alumnos y pruebas asignados al profesor en esas clases.');
    expect(within(dialog).getByRole('button', { name: 'Borrar' })).toHaveProperty('disabled', true);
    const boxes = within(dialog).getAllByRole('checkbox');
    await userEvent.click(boxes[0]);
    expect(within(dialog).getByRole('button', { name: 'Borrar clase' })).toHaveProperty('disabled', false);
    await userEvent.click(boxes[1]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Borrar 2 clases' })).toBeTruthy());
  });
});
