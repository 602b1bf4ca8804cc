// What the administration screens show of answers a real server may send (issue 26): a field
// that is only shown and missing is an empty cell, never 'null' or 'undefined'; a field the spec
// does not name, or one that cannot be read, never hides an action the spec lists; an answer
// that cannot be read is the screen's load error with the spec's text.
import { screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { promoCode } from '../../src/contract/codigoPromocionalDinamico';
import { helpdeskTicket } from '../../src/contract/helpdesk';
import { CalendarPage } from '../../src/screens/administracion/calendario/CalendarPage';
import { ApiError } from '../../src/dataProvider/ApiError';
import { declaration as codigosPromocionales } from '../../src/screens/administracion/codigos-promocionales';
import { declaration as helpdesk } from '../../src/screens/administracion/helpdesk';
import { readAs } from '../support/contract';
import { fakeDataProvider, renderPage, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';

vi.setConfig({ testTimeout: 60_000 });

/** Spec 01 §8: the text of an answer that cannot be read. */
const UNREADABLE = 'No se ha podido procesar la petición';
const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

const rowNamed = (name: string) => bodyRows().find((row) => row.cells[0].textContent === name)!;

describe('promo codes', () => {
  const CODES = readAs(promoCode, [
    { id: 1, nombre: 'PASADO', tipo: 'SEGUIMIENTO', fechaInicio: '2020-01-01', fechaFin: '2020-02-01' },
    { id: 2, nombre: 'SINFIN', tipo: 'DESCUENTO_PRECIO', fechaInicio: isoDay(new Date()), fechaFin: 'ayer' },
    { id: 3, nombre: 'VIGENTE', tipo: 'DESCUENTO_PRECIO', descuentoFijo: '95,50', fechaInicio: isoDay(new Date()), fechaFin: isoDay(addDays(new Date(), 30)) },
  ]);

  it('hides the actions of a code that is over, and offers them for a code whose end cannot be read', async () => {
    renderResourcePage(codigosPromocionales, fakeDataProvider(CODES));
    await screen.findByRole('cell', { name: 'SINFIN' });
    expect(within(rowNamed('PASADO')).queryByRole('button', { name: 'Borrar' })).toBeNull();
    expect(within(rowNamed('SINFIN')).getByRole('button', { name: 'Borrar' })).toBeTruthy();
    expect(within(rowNamed('SINFIN')).getByRole('link', { name: 'Editar' })).toBeTruthy();
    expect(within(rowNamed('VIGENTE')).getByRole('button', { name: 'Borrar' })).toBeTruthy();
  });

  it("shows an amount sent as '95,50' in euros, and an empty cell for a value the code does not carry", async () => {
    renderResourcePage(codigosPromocionales, fakeDataProvider(CODES));
    await screen.findByRole('cell', { name: 'VIGENTE' });
    expect(rowNamed('VIGENTE').cells[1].textContent).toBe('95,50 €');
    expect(rowNamed('SINFIN').cells[1].textContent).toBe('');
    expect(rowNamed('SINFIN').cells[2].textContent).toBe(`${format(new Date(), 'dd/MM/yyyy')} → `);
    expect(document.body.textContent).not.toMatch(/null|undefined|NaN|Invalid Date|\[object Object\]/);
  });
});

describe('helpdesk', () => {
  it("offers 'Resolver' unless the answer says the ticket is resolved, and leaves what a ticket lacks empty", async () => {
    const tickets = [
      ...readAs(helpdeskTicket, [{ id: 1, categoria: 'Aula', titulo: 'Proyector', descripcion: 'No enciende', fecha: '2026-03-02T10:00:00' }]),
      // A title sent as an object: no text to show.
      z.parse(helpdeskTicket, { id: 2, categoria: 'Limpieza', titulo: { texto: 'Baños' }, resuelto: true }),
    ];
    renderResourcePage(helpdesk, fakeDataProvider(tickets));
    await screen.findByRole('cell', { name: 'Aula' });
    expect(within(rowNamed('Aula')).getByRole('button', { name: 'Resolver' })).toBeTruthy();
    expect(within(rowNamed('Limpieza')).queryByRole('button', { name: 'Resolver' })).toBeNull();
    expect(rowNamed('Limpieza').cells[2].textContent).toBe('');
    expect(document.body.textContent).not.toMatch(/null|undefined|NaN|Invalid Date|\[object Object\]/);
  });
});

describe('the calendar', () => {
  it("shows its load error with the spec's text for an answer that cannot be read, and no events", async () => {
    const getList = vi.fn(async () => Promise.reject(new ApiError(UNREADABLE, { retryable: false })));
    renderPage(<CalendarPage />, { dataProvider: fakeDataProvider([], { getList }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText('Error al recuperar los eventos')).toBeTruthy();
    expect(alert.textContent).toContain(UNREADABLE);
    expect(await screen.findByText('Sin eventos')).toBeTruthy();
  });
});
