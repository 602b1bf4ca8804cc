import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOption, previousMonth } from '../support/spec';
import { declaration as leads } from '../../src/screens/marketing/gestion/leads';
import type { Lead } from '../../src/screens/marketing/leadLabels';
import { lead } from '../support/leads';
import { currentLocation, currentQuery, fakeDataProvider, renderResourcePage, signInAs } from './support/resourcePage';
import { bodyRows, searchFor, shownNames } from './support/table';
import { dialogClosed } from './support/dialogs';

const CRM = 'marketing/gestion/leads';

// GOYA's leads, and one of POZUELO that only a change of academy shows.
const LEADS: Lead[] = [
  lead({ id: 1, alumno: 'Begoña Núñez', contacto: 'Marta Núñez', telefono: '611111111', contactos: 3, fecha: '2026-11-25', estado: 'PRUEBA' }),
  lead({ id: 2, alumno: null, contacto: 'Raúl Ortega', telefono: '622222222', email: 'raul@example.com', contactos: 2, fecha: null, estado: 'CLIENTE_CAPTADO' }),
  lead({ id: 3, alumno: 'Carlos Pérez', telefono: '633333333', contactos: 1, fecha: '2026-11-28', estado: 'LEAD' }),
  lead({ id: 4, alumno: '  ', contacto: 'Ana Ibáñez', telefono: '644444444', contactos: 4, fecha: '', estado: 'CLIENTE_PERDIDO' }),
  lead({ id: 5, alumno: 'Zoe Alonso', telefono: '655555555', contactos: 2, fecha: '2026-11-23', estado: 'LEAD_CUALIFICADO' }),
  lead({ id: 6, alumno: 'Pablo Gil', telefono: '666666666', centro: 'POZUELO', fecha: '2026-12-01' }),
];

type Mock = ReturnType<typeof vi.fn>;
type Provider = ReturnType<typeof crmProvider>;

/**
 * A server over a copy of LEADS, filtered by academy as the real one is: a delete removes the
 * lead and a deleted last contact takes one contact away, so that a refetch shows the change.
 */
function crmProvider(overrides: { getList?: Mock; delete?: Mock; action?: Mock } = {}) {
  const rows = LEADS.map((row) => ({ ...row }));
  const provider = fakeDataProvider(rows, overrides.getList ? { getList: overrides.getList } : {}, (row, filter) => row.centro === filter.academia);
  const deleteLead: Mock = vi.fn(async (_resource: string, params: { id: number; previousData: Lead }) => {
    rows.splice(
      rows.findIndex((row) => row.id === params.id),
      1,
    );
    return { data: params.previousData };
  });
  const deleteLastContact: Mock = vi.fn(async (_resource: string, _action: string, record: Lead) => {
    const found = rows.find((row) => row.id === record.id);
    if (found) found.contactos = (found.contactos ?? 1) - 1;
    return null;
  });
  return { ...provider, delete: overrides.delete ?? deleteLead, action: overrides.action ?? deleteLastContact };
}

/** The CRM at `path`, for a user of GOYA. */
function open(dataProvider: object, path?: string) {
  signInAs(undefined, 'GOYA');
  return renderResourcePage(leads, dataProvider, path);
}
const cellTexts = (row: HTMLTableRowElement) => Array.from(row.cells, (cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const waitForRows = () => screen.findByRole('cell', { name: 'Begoña Núñez' });
const lastFilter = (provider: Provider) => provider.getList.mock.calls.at(-1)?.[1].filter;
/** jsdom's Blob has no text(), and FileReader's readAsText drops the byte-order mark under test. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
/**
 * A double click whose second click lands before React renders the first one's pending state:
 * the button is still enabled, so only the guard of changes can ignore it.
 */
const clickTwiceAtOnce = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });
/** While a dialog is open MUI hides the rest of <body> from assistive technology, the toast too. */
const findNotification = () => screen.findByRole('alert', { hidden: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CRM (/marketing/gestion/leads)', () => {
  it("shows the month's leads of the user's academy, with 'Lead cerrado' for closed ones", async () => {
    const provider = crmProvider();
    open(provider);
    expect(screen.getByRole('heading', { level: 1, name: 'Leads entrantes' })).toBeTruthy();
    await waitForRows();

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Lead', 'Teléfono', 'Email', 'Contactos', 'Próximo contacto', 'Estado', 'Opciones']);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][0]).toBe(CRM);
    expect(lastFilter(provider)).toEqual({ academia: 'GOYA', mes: monthOption(new Date()).value });
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');

    // Next contacts first, closed leads last.
    expect(bodyRows().map(cellTexts)).toEqual([
      ['Zoe Alonso', '655555555', 'lead5@example.com', '2', '23/11/2026', 'Lead cualificado', ''],
      ['Begoña Núñez', '611111111', 'lead1@example.com', '3', '25/11/2026', 'Prueba', ''],
      ['Carlos Pérez', '633333333', 'lead3@example.com', '1', '28/11/2026', 'Lead', ''],
      ['Raúl Ortega', '622222222', 'raul@example.com', '2', 'Lead cerrado', 'Cliente Captado', ''],
      ['Ana Ibáñez', '644444444', 'lead4@example.com', '4', 'Lead cerrado', 'Cliente Perdido', ''],
    ]);
    const options = within(rowOf('Carlos Pérez'));
    expect(options.getByRole('button', { name: 'Borrar último contacto' })).toBeTruthy();
    expect(options.getByRole('button', { name: 'Borrar lead' })).toBeTruthy();
    expect(within(screen.getByRole('columnheader', { name: 'Opciones' })).queryByRole('button')).toBeNull();
  });

  it('searches lead name, phone, email and state ignoring accents and case, without refetching', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider();
    open(provider);
    await waitForRows();
    const expectations: [string, string[]][] = [
      ['nunez', ['Begoña Núñez']],
      ['IBANEZ', ['Ana Ibáñez']],
      ['622 222', ['Raúl Ortega']],
      ['raul@', ['Raúl Ortega']],
      ['cliente', ['Raúl Ortega', 'Ana Ibáñez']],
      ['cualificado', ['Zoe Alonso']],
    ];
    for (const [query, names] of expectations) {
      await searchFor(user, query);
      await waitFor(() => expect(shownNames()).toEqual(names));
    }
    await searchFor(user, 'nadie');
    expect(await screen.findByText('No hay datos')).toBeTruthy();

    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('sorts the Lead column by the shown name, student or contact', async () => {
    const user = userEvent.setup({ delay: null });
    open(crmProvider());
    await waitForRows();
    const header = within(screen.getAllByRole('rowgroup')[0]);

    await user.click(header.getByRole('button', { name: /^Ordenar por lead/ }));
    await waitFor(() => expect(shownNames()).toEqual(['Zoe Alonso', 'Raúl Ortega', 'Carlos Pérez', 'Begoña Núñez', 'Ana Ibáñez']));
    await user.click(header.getByRole('button', { name: /^Ordenar por lead/ }));
    await waitFor(() => expect(shownNames()).toEqual(['Ana Ibáñez', 'Begoña Núñez', 'Carlos Pérez', 'Raúl Ortega', 'Zoe Alonso']));
  });

  it('asks again for the chosen month and academy', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider();
    open(provider);
    await waitForRows();

    const previous = previousMonth();
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: previous.label }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ academia: 'GOYA', mes: previous.value }));

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'POZUELO' }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ academia: 'POZUELO', mes: previous.value }));
    expect(await screen.findByRole('cell', { name: 'Pablo Gil' })).toBeTruthy();
    expect(shownNames()).toEqual(['Pablo Gil']);
  });

  it("downloads 'leads-mes' with the spec's headers and the searched rows as shown", async () => {
    const user = userEvent.setup({ delay: null });
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file's blob instead.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:leads';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    open(crmProvider());
    await waitForRows();
    await searchFor(user, 'cliente');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(names).toEqual(['leads-mes.csv']);
    const text = await blobText(blobs[0]);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNombre Lead;Teléfono;Email;Total Contactos;Próximo Contacto;Estado Lead',
      'Raúl Ortega;622222222;raul@example.com;2;Lead cerrado;Cliente Captado',
      'Ana Ibáñez;644444444;lead4@example.com;4;Lead cerrado;Cliente Perdido',
    ]);
  });
});

describe('deleting a lead', () => {
  it('deletes once after confirming, even on a double click, notifies and refetches keeping month, search and sort', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider();
    open(provider);
    await waitForRows();
    const previous = previousMonth();
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: previous.label }));
    await waitFor(() => expect(lastFilter(provider)).toEqual({ academia: 'GOYA', mes: previous.value }));
    await waitForRows();
    await user.click(within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name: /^Ordenar por lead/ }));
    await searchFor(user, 'ez');
    await waitFor(() => expect(shownNames()).toEqual(['Carlos Pérez', 'Begoña Núñez', 'Ana Ibáñez']));
    const calls = provider.getList.mock.calls.length;

    await user.click(within(rowOf('Carlos Pérez')).getByRole('button', { name: 'Borrar lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado de lead' });
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    expect(within(dialog).getByText(/métricas de captación y conversión/)).toBeTruthy();
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Borrar lead' }));

    await dialogClosed();
    expect(provider.delete).toHaveBeenCalledTimes(1);
    expect(provider.delete).toHaveBeenCalledWith(CRM, expect.objectContaining({ id: 3, previousData: expect.objectContaining({ id: 3 }) }));
    const alert = await findNotification();
    expect(within(alert).getByText('Lead borrado')).toBeTruthy();
    expect(alert.textContent).toContain('El lead ha sido borrado correctamente');

    await waitFor(() => expect(provider.getList.mock.calls.length).toBe(calls + 1));
    expect(lastFilter(provider)).toEqual({ academia: 'GOYA', mes: previous.value });
    await waitFor(() => expect(shownNames()).toEqual(['Begoña Núñez', 'Ana Ibáñez']));
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('ez');
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe(previous.label);
  });

  it('closes, clears the choice and notifies the reason when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider({ delete: vi.fn(async () => Promise.reject(new Error('El lead tiene clases programadas'))) });
    open(provider);
    await waitForRows();

    await user.click(within(rowOf('Begoña Núñez')).getByRole('button', { name: 'Borrar lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado de lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar lead' }));

    const alert = await findNotification();
    expect(within(alert).getByText('Error al borrar el lead')).toBeTruthy();
    expect(alert.textContent).toContain('El lead tiene clases programadas');
    await dialogClosed();
    expect(provider.delete).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('cell', { name: 'Begoña Núñez' })).toBeTruthy();

    // The choice was cleared: a new dialog acts on the row it is opened from.
    await user.click(within(rowOf('Zoe Alonso')).getByRole('button', { name: 'Borrar lead' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmar borrado de lead' })).getByRole('button', { name: 'Borrar lead' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledTimes(2));
    expect(provider.delete.mock.calls[1][1]).toMatchObject({ id: 5 });
  });

  it("does nothing on 'Cancelar'", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider();
    open(provider);
    await waitForRows();
    await user.click(within(rowOf('Begoña Núñez')).getByRole('button', { name: 'Borrar lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado de lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(provider.delete).not.toHaveBeenCalled();
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog open and its buttons disabled while the delete is pending', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let finish: () => void = () => undefined;
    const provider = crmProvider({
      delete: vi.fn(
        (_resource: string, params: { previousData: Lead }) =>
          new Promise((resolve) => {
            finish = () => resolve({ data: params.previousData });
          }),
      ),
    });
    open(provider);
    await waitForRows();
    await user.click(within(rowOf('Begoña Núñez')).getByRole('button', { name: 'Borrar lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado de lead' });
    const confirm = within(dialog).getByRole('button', { name: 'Borrar lead' }) as HTMLButtonElement;
    await user.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));

    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(within(confirm).getByRole('progressbar')).toBeTruthy();
    await user.click(confirm);
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirmar borrado de lead' })).toBeTruthy();
    expect(provider.delete).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await dialogClosed();
    expect(within(await findNotification()).getByText('Lead borrado')).toBeTruthy();
    expect(provider.delete).toHaveBeenCalledTimes(1);
  });
});

describe("deleting a lead's last contact", () => {
  it('runs the action once, notifies and shows the refetched contacts', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider();
    open(provider);
    await waitForRows();
    expect(rowOf('Begoña Núñez').querySelectorAll('td')[3].textContent).toBe('3');

    await user.click(within(rowOf('Begoña Núñez')).getByRole('button', { name: 'Borrar último contacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado del último contacto' });
    expect(within(dialog).getByText(/estado anterior/)).toBeTruthy();
    expect(within(dialog).getByText(/planificación de las clases/)).toBeTruthy();
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Borrar contacto' }));

    await dialogClosed();
    expect(provider.action).toHaveBeenCalledTimes(1);
    expect(provider.action).toHaveBeenCalledWith(CRM, 'deleteLastContact', expect.objectContaining({ id: 1 }));
    expect(provider.delete).not.toHaveBeenCalled();
    const alert = await findNotification();
    expect(within(alert).getByText('Contacto borrado')).toBeTruthy();
    expect(alert.textContent).toContain('El último contacto ha sido borrado correctamente');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(rowOf('Begoña Núñez').querySelectorAll('td')[3].textContent).toBe('2'));
  });

  it('closes and notifies the reason when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = crmProvider({ action: vi.fn(async () => Promise.reject(new Error('El lead solo tiene un contacto'))) });
    open(provider);
    await waitForRows();

    await user.click(within(rowOf('Carlos Pérez')).getByRole('button', { name: 'Borrar último contacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar borrado del último contacto' });
    await user.click(within(dialog).getByRole('button', { name: 'Borrar contacto' }));

    const alert = await findNotification();
    expect(within(alert).getByText('Error al borrar el contacto')).toBeTruthy();
    expect(alert.textContent).toContain('El lead solo tiene un contacto');
    await dialogClosed();
    expect(provider.action).toHaveBeenCalledTimes(1);
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});

describe('a load failure', () => {
  it('notifies the reason and shows the empty table', async () => {
    const provider = crmProvider({ getList: vi.fn(async () => Promise.reject(new Error('Centro desconocido'))) });
    open(provider);
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los leads')).toBeTruthy();
    expect(alert.textContent).toContain('Centro desconocido');
    // Shown after the one call: a refusal is never asked again.
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});

describe('the view in the URL', () => {
  // 24 November 2026: the month selector offers December 2026 back to November 2025.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const twoDigits = (n: number) => String(n).padStart(2, '0');
  // 30 Garcías of QUEVEDO (two pages of matches) among others, and one lead of GOYA.
  const QUEVEDO_LEADS: Lead[] = [
    ...Array.from({ length: 30 }, (_, index) =>
      lead({ id: 100 + index, alumno: `García ${twoDigits(index + 1)}`, centro: 'QUEVEDO', fecha: '2026-10-20' }),
    ),
    lead({ id: 200, alumno: 'Pedro Sanz', centro: 'QUEVEDO', fecha: '2026-10-21' }),
    lead({ id: 201, alumno: 'Lola Vidal', centro: 'QUEVEDO', fecha: '2026-10-22' }),
    lead({ id: 202, alumno: 'Begoña Núñez', centro: 'GOYA', fecha: '2026-11-25' }),
  ];
  const provider = () => fakeDataProvider(QUEVEDO_LEADS, {}, (row, filter) => row.centro === filter.academia);
  const sortedColumn = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('aria-sort'))
      .map((header) => [header.textContent, header.getAttribute('aria-sort')]);
  const pager = () => within(screen.getByRole('navigation', { name: 'Paginación' }));
  const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;

  it('opens on the academy, month, search, sort and page of the URL, asking once for that academy and month', async () => {
    const dataProvider = provider();
    open(dataProvider, '/marketing/gestion/leads?academia=QUEVEDO&mes=10-2026&buscar=garcia&orden=lead&sentido=desc&pagina=2');
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('QUEVEDO');
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Octubre 2026');
    expect(searchBox().value).toBe('garcia');
    await screen.findByRole('cell', { name: 'García 05' });

    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList.mock.calls[0][1].filter).toEqual({ academia: 'QUEVEDO', mes: '10/2026' });
    // Page 2 of the 30 Garcías by name, descending: only Garcías, the last five.
    expect(shownNames()).toEqual(['García 05', 'García 04', 'García 03', 'García 02', 'García 01']);
    expect(sortedColumn()).toEqual([['Lead', 'descending']]);
    expect(pager().getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('26-30 de 30')).toBeTruthy();
    // The URL stays as it was opened: it holds no default to clean.
    expect(currentQuery()).toEqual({ academia: 'QUEVEDO', mes: '10-2026', buscar: 'garcia', orden: 'lead', sentido: 'desc', pagina: '2' });
  });

  it('reads an academy whatever its case and the rows per page', async () => {
    const dataProvider = provider();
    open(dataProvider, '/marketing/gestion/leads?academia=quevedo&filas=50&orden=proximo-contacto');
    await screen.findByRole('cell', { name: 'García 30' });
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('QUEVEDO');
    expect(dataProvider.getList.mock.calls[0][1].filter).toEqual({ academia: 'QUEVEDO', mes: '11/2026' });
    expect(bodyRows()).toHaveLength(32);
    expect(sortedColumn()).toEqual([['Próximo contacto', 'ascending']]);
  });

  it('shows the defaults for nonsense values, without asking with any of them', async () => {
    const dataProvider = provider();
    open(dataProvider, '/marketing/gestion/leads?academia=MORDOR&mes=13-2099&orden=zzz&sentido=arriba&pagina=999&filas=7');
    await screen.findByRole('cell', { name: 'Begoña Núñez' });
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');
    expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Noviembre 2026');
    expect(searchBox().value).toBe('');
    expect(sortedColumn()).toEqual([['Próximo contacto', 'ascending']]);
    expect(shownNames()).toEqual(['Begoña Núñez']);
    expect(dataProvider.getList.mock.calls.map(([, params]) => params.filter)).toEqual([{ academia: 'GOYA', mes: '11/2026' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    // The page past the end is taken out of the URL once the rows are known.
    await waitFor(() => expect(currentQuery().pagina).toBeUndefined());
  });

  it('falls back one value at a time: a month outside the selector, a month in the API form', async () => {
    // October 2025 is 13 months back; '10%2F2026' is '10/2026'.
    for (const mes of ['10-2025', '10%2F2026']) {
      const dataProvider = provider();
      const { unmount } = open(dataProvider, `/marketing/gestion/leads?academia=QUEVEDO&mes=${mes}`);
      await screen.findByRole('cell', { name: 'García 01' });
      expect(dataProvider.getList.mock.calls.map(([, params]) => params.filter)).toEqual([{ academia: 'QUEVEDO', mes: '11/2026' }]);
      expect(screen.getByRole('combobox', { name: 'Mes' }).textContent).toBe('Noviembre 2026');
      unmount();
    }
  });

  it('writes each change into the URL, without the values at their default', async () => {
    const user = userEvent.setup({ delay: null });
    const dataProvider = provider();
    open(dataProvider, '/marketing/gestion/leads');
    await screen.findByRole('cell', { name: 'Begoña Núñez' });
    expect(currentLocation.search).toBe('');

    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'QUEVEDO' }));
    await waitFor(() => expect(currentLocation.search).toBe('?academia=QUEVEDO'));
    expect(currentLocation.path).toBe('/marketing/gestion/leads');

    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Octubre 2026' }));
    await waitFor(() => expect(currentQuery()).toEqual({ academia: 'QUEVEDO', mes: '10-2026' }));
    await screen.findByRole('cell', { name: 'García 01' });

    await searchFor(user, 'garcía');
    await waitFor(() => expect(currentQuery()).toEqual({ academia: 'QUEVEDO', mes: '10-2026', buscar: 'garcía' }));
    await user.click(within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name: 'Ordenar por lead descendente' }));
    await user.click(pager().getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() =>
      expect(currentQuery()).toEqual({ academia: 'QUEVEDO', mes: '10-2026', buscar: 'garcía', orden: 'nombre', sentido: 'desc', pagina: '2' }),
    );
    expect(shownNames()).toEqual(['García 05', 'García 04', 'García 03', 'García 02', 'García 01']);

    // Back to the user's academy and the current month, the first page: none of them is written.
    await user.click(screen.getByRole('combobox', { name: 'Academia' }));
    await user.click(screen.getByRole('option', { name: 'GOYA' }));
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(screen.getByRole('option', { name: 'Noviembre 2026' }));
    await searchFor(user, '');
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'nombre', sentido: 'desc' }));
    await waitFor(() => expect(shownNames()).toEqual(['Begoña Núñez']));
  });
});
