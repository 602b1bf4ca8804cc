// The calendar and schedule screens (spec 02 §2), used as a person would, by keyboard and by
// mouse, against the demo: events, opening hours, class and teacher schedules.
import { addDays, addMonths, eachDayOfInterval, endOfMonth, format, isSunday, startOfMonth } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, checkScreen, choose, eventually, hidden, notificationText, signIn, useBrowser, visible } from './support/browser';

interface Lesson {
  id: number;
  fecha: string;
  hora: string;
  profesor: string;
  profesorId: number;
  centro: string;
}

const CLASSES = '/api/core/planificacion/clase-profesor/list/centro';
const shown = (day: Date) => format(day, 'dd/MM/yyyy');
const urlMonth = (month: Date) => format(month, 'MM-yyyy');
/** The first Monday-to-Friday day from the 10th of the month `offset` months from now. */
function weekday(offset: number): Date {
  let day = addDays(startOfMonth(addMonths(new Date(), offset)), 9);
  while (day.getDay() === 0 || day.getDay() === 6) day = addDays(day, 1);
  return day;
}

/** The name of the focused element, as assistive technology reads it. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The grid cell of a day, found by a button in it. */
const cellOf = (button: Locator) => button.locator('xpath=ancestor::td[1]');

describe('internal calendar (/administracion/calendario)', () => {
  const page = useBrowser();

  it('creates, opens, updates and deletes an event by keyboard, pages months and says when one has no events', { timeout: 120_000 }, async () => {
    const today = new Date();
    await signIn(page(), '/administracion/calendario');
    const firstDay = page().getByRole('button', { name: `Nuevo evento el ${shown(startOfMonth(today))}` });
    await visible(firstDay);
    await checkScreen(page());

    // Every day of the month is a stop of the Tab key, right after the toolbar.
    await page().getByRole('button', { name: 'Añadir' }).focus();
    await page().keyboard.press('Tab');
    expect(await focusedName(page())).toBe(`Nuevo evento el ${shown(startOfMonth(today))}`);

    const day = addDays(startOfMonth(today), 14);
    await page().getByRole('button', { name: `Nuevo evento el ${shown(day)}` }).focus();
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog', { name: 'Nuevo evento' });
    await visible(dialog);
    expect(await dialog.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Claustro de otoño');
    await choose(page(), dialog.getByRole('combobox', { name: 'Tipo' }), 'ALERTA');
    await dialog.getByRole('combobox', { name: 'Academias' }).click();
    await page().getByRole('option', { name: 'GOYA', exact: true }).click();
    await page().keyboard.press('Escape');
    await hidden(page().getByRole('listbox'));
    expect(await dialog.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Todos los coordinadores');
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await notificationText(page()).toContain('Evento creado');
    await hidden(dialog);

    const event = page().getByRole('button', { name: 'Claustro de otoño' });
    await event.focus();
    await page().keyboard.press('Enter');
    const shownEvent = page().getByRole('dialog', { name: 'Evento' });
    await visible(shownEvent);
    expect(await shownEvent.textContent()).toContain('Evento creado por Ana Demo');
    await shownEvent.getByRole('textbox', { name: 'Título' }).fill('Claustro de invierno');
    await shownEvent.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Evento actualizado');
    await hidden(shownEvent);

    await page().getByRole('button', { name: 'Claustro de invierno' }).click();
    await page().getByRole('dialog', { name: 'Evento' }).getByRole('button', { name: 'Borrar evento' }).click();
    await page().getByRole('dialog', { name: '¿Seguro que quieres borrar este evento?' }).getByRole('button', { name: 'Borrar' }).click();
    await notificationText(page()).toContain('Evento borrado');
    await eventually(() => page().getByRole('button', { name: 'Claustro de invierno' }).count()).toBe(0);

    await page().getByRole('button', { name: 'Mes siguiente' }).click();
    await visible(page().getByRole('button', { name: `Nuevo evento el ${shown(startOfMonth(addMonths(today, 1)))}` }));
    await eventually(async () => page().url()).toContain(`mes=${urlMonth(addMonths(today, 1))}`);

    await page().goto(`${new URL(page().url()).origin}/administracion/calendario?mes=${urlMonth(addMonths(today, 6))}`);
    await visible(page().getByText('Sin eventos'));
  });
});

describe('opening hours (/administracion/horarios/aperturas)', () => {
  const page = useBrowser();

  it('adds a default day and a chosen-hours day, shows merged ranges, updates, deletes and fills the whole month', { timeout: 120_000 }, async () => {
    const month = addMonths(new Date(), 3);
    const day = weekday(3);
    const next = addDays(day, 1).getDay() === 6 ? addDays(day, 2) : addDays(day, 1);
    await signIn(page(), `/administracion/horarios/aperturas?mes=${urlMonth(month)}`);
    const addDefault = page().getByRole('button', { name: `Añadir horario normal el ${shown(day)}` });
    await visible(addDefault);
    await checkScreen(page());

    await addDefault.click();
    await notificationText(page()).toContain('Horario añadido');
    const edit = page().getByRole('button', { name: `Editar horario del ${shown(day)}` });
    await visible(edit);
    expect(await cellOf(edit).textContent()).toContain('09:00-14:00');
    expect(await cellOf(edit).textContent()).toContain('16:00-21:00');

    await page().getByRole('button', { name: `Elegir horas el ${shown(next)}` }).focus();
    await page().keyboard.press('Enter');
    const add = page().getByRole('dialog', { name: /^Añadir nuevo horario/ });
    await visible(add);
    expect(await add.getByRole('button', { name: 'Añadir' }).isDisabled()).toBe(true);
    for (const slot of ['09:00-10:00', '10:00-11:00']) {
      await add.getByRole('checkbox', { name: slot }).focus();
      await page().keyboard.press('Space');
    }
    await checkScreen(page());
    await add.getByRole('button', { name: 'Añadir' }).click();
    await notificationText(page()).toContain('Horario añadido');
    const editNext = page().getByRole('button', { name: `Editar horario del ${shown(next)}` });
    await visible(editNext);
    expect(await cellOf(editNext).textContent()).toContain('09:00-11:00');

    await editNext.focus();
    await page().keyboard.press('Enter');
    const update = page().getByRole('dialog', { name: /^Actualizar horario/ });
    await update.getByRole('checkbox', { name: '11:00-12:00' }).check();
    await update.getByRole('button', { name: 'Actualizar' }).click();
    await notificationText(page()).toContain('Horario actualizado');
    await eventually(() => cellOf(editNext).textContent()).toContain('09:00-12:00');

    await page().getByRole('button', { name: `Borrar horario del ${shown(next)}` }).click();
    await page().getByRole('dialog', { name: '¿Seguro que quieres borrar el horario de este día?' }).getByRole('button', { name: 'Borrar' }).click();
    await notificationText(page()).toContain('Horario borrado');
    await visible(page().getByRole('button', { name: `Elegir horas el ${shown(next)}` }));

    await page().getByRole('button', { name: 'Añadir mes entero' }).click();
    await notificationText(page()).toContain('Horarios añadidos');
    const sundays = eachDayOfInterval({ start: startOfMonth(month), end: endOfMonth(month) }).filter((date) => isSunday(date)).length;
    await eventually(() => page().getByText('Sin horario', { exact: true }).count()).toBe(sundays);
  });

  it("keeps 'Actualizar horario' open with the server's reason when classes are booked that day", async () => {
    await signIn(page(), '/administracion/horarios/aperturas');
    const [lesson] = await apiGet<Lesson[]>(page(), CLASSES, { centro: 'GOYA', mes: format(new Date(), 'MM/yyyy') });
    const day = new Date(`${lesson.fecha}T00:00:00`);
    await page().getByRole('button', { name: `Editar horario del ${shown(day)}` }).click();
    const update = page().getByRole('dialog', { name: /^Actualizar horario/ });
    await update.getByRole('checkbox', { name: '22:00-23:00' }).check();
    await update.getByRole('button', { name: 'Actualizar' }).click();
    const reason = 'No se puede cambiar el horario: ya hay clases programadas ese día';
    await notificationText(page()).toContain('Error al actualizar el horario');
    await notificationText(page()).toContain(reason);
    await visible(update.getByText(reason));
    expect(await update.getByRole('checkbox', { name: '22:00-23:00' }).isChecked()).toBe(true);
    await checkScreen(page());
  });
});

describe('class schedules (/administracion/horarios/clases)', () => {
  const page = useBrowser();

  it("shows the academy's classes with their time and teacher", async () => {
    await signIn(page(), '/administracion/horarios/clases');
    const lessons = await apiGet<Lesson[]>(page(), CLASSES, { centro: 'GOYA', mes: format(new Date(), 'MM/yyyy') });
    await visible(page().getByText(`${lessons[0].hora} ${lessons[0].profesor}`).first());
    await checkScreen(page());
  });
});

describe('teacher schedules (/administracion/horarios/profesores)', () => {
  const page = useBrowser();

  it("chooses a teacher, and deletes two of their classes with 'Borrar 2 clases'", async () => {
    await signIn(page(), '/administracion/horarios/profesores');
    const lessons = await apiGet<Lesson[]>(page(), CLASSES, { centro: 'GOYA', mes: format(new Date(), 'MM/yyyy') });
    const counts = new Map<number, number>();
    for (const lesson of lessons) counts.set(lesson.profesorId, (counts.get(lesson.profesorId) ?? 0) + 1);
    const teacher = lessons.find((lesson) => (counts.get(lesson.profesorId) ?? 0) >= 2)!;
    await visible(page().getByText('Elige un profesor para ver sus clases.'));
    expect(await page().getByRole('button', { name: 'Borrar horarios' }).count()).toBe(0);

    const input = page().getByRole('combobox', { name: 'Profesor' });
    await input.fill(teacher.profesor.slice(0, 6));
    await page().getByRole('option', { name: teacher.profesor, exact: true }).click();
    await eventually(async () => page().url()).toContain(`profesor=${teacher.profesorId}`);
    await visible(page().getByText(`${teacher.hora} GOYA`).first());
    await checkScreen(page());

    await page().getByRole('button', { name: 'Borrar horarios' }).click();
    const dialog = page().getByRole('dialog', { name: 'Borrar horarios' });
    expect(await dialog.textContent()).toContain('Se desasignarán todos los alumnos y pruebas asignados al profesor en esas clases.');
    expect(await dialog.getByRole('button', { name: 'Borrar', exact: true }).isDisabled()).toBe(true);
    const boxes = dialog.getByRole('checkbox');
    const before = await boxes.count();
    await boxes.nth(0).check();
    await visible(dialog.getByRole('button', { name: 'Borrar clase', exact: true }));
    await boxes.nth(1).focus();
    await page().keyboard.press('Space');
    await checkScreen(page());
    await dialog.getByRole('button', { name: 'Borrar 2 clases' }).click();
    await notificationText(page()).toContain('Clases borradas');
    await hidden(dialog);
    if (before > 2) {
      await page().getByRole('button', { name: 'Borrar horarios' }).click();
      await eventually(() => page().getByRole('dialog', { name: 'Borrar horarios' }).getByRole('checkbox').count()).toBe(before - 2);
    }
  });
});
