import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subject } from '../../src/common/subjects';
import { declaration as asignaturas } from '../../src/screens/administracion/asignaturas';
import { currentLocation, currentQuery, fakeDataProvider, history, renderResourcePage, type FakeDataProvider } from './support/resourcePage';
import { dialogClosed } from './support/dialogs';
import { subjectRecord } from '../../src/contract/asignaturas';
import { readAs } from '../support/contract';


const fakeProvider = (overrides: Parameters<typeof fakeDataProvider<Subject>>[1] = {}, rows: readonly Subject[] = SUBJECTS) =>
  fakeDataProvider(rows, overrides);
const renderPage = (provider: FakeDataProvider<Subject>, path?: string) => renderResourcePage(asignaturas, provider, path);

// 30 subjects in no particular order; four have a sublevel, three are inactive.
const SUBJECTS: Subject[] = readAs(subjectRecord, [
  { id: 1, nombre: 'Química', nombreCompleto: 'Química de Bachillerato', tipo: 'CIENCIAS', nivel: 'BACHILLERATO', activa: true },
  { id: 2, nombre: 'Física y Química', nombreCompleto: 'Física y Química de la ESO', tipo: 'CIENCIAS', nivel: 'SECUNDARIA', activa: true },
  { id: 3, nombre: 'Inglés', nombreCompleto: 'Inglés B2', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'B2', activa: true },
  { id: 4, nombre: 'Álgebra', nombreCompleto: 'Álgebra lineal', tipo: 'CIENCIAS', nivel: 'UNIVERSIDAD', activa: true },
  { id: 5, nombre: 'Alemán', nombreCompleto: 'Alemán A1', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'A1', activa: true },
  { id: 6, nombre: 'Biología', nombreCompleto: 'Biología de Bachillerato', tipo: 'CIENCIAS_SALUD', nivel: 'BACHILLERATO', activa: true },
  { id: 7, nombre: 'Historia', nombreCompleto: 'Historia de España', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: true },
  { id: 8, nombre: 'Lengua', nombreCompleto: 'Lengua castellana', tipo: 'LETRAS', nivel: 'SECUNDARIA', activa: true },
  { id: 9, nombre: 'Matemáticas', nombreCompleto: 'Matemáticas II', tipo: 'CIENCIAS', nivel: 'BACHILLERATO', activa: true },
  { id: 10, nombre: 'Dibujo técnico', nombreCompleto: 'Dibujo técnico II', tipo: 'ARTES', nivel: 'BACHILLERATO', activa: true },
  { id: 11, nombre: 'Economía', nombreCompleto: 'Economía de la empresa', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: false },
  { id: 12, nombre: 'Filosofía', nombreCompleto: 'Historia de la filosofía', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: true },
  { id: 13, nombre: 'Francés', nombreCompleto: 'Francés B1', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'B1', activa: true },
  { id: 14, nombre: 'Geografía', nombreCompleto: 'Geografía de España', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: true },
  { id: 15, nombre: 'Latín', nombreCompleto: 'Latín I', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: true },
  { id: 16, nombre: 'Griego', nombreCompleto: 'Griego I', tipo: 'LETRAS', nivel: 'BACHILLERATO', activa: false },
  { id: 17, nombre: 'Estadística', nombreCompleto: 'Estadística aplicada', tipo: 'CIENCIAS', nivel: 'UNIVERSIDAD', activa: true },
  { id: 18, nombre: 'Cálculo', nombreCompleto: 'Cálculo I', tipo: 'CIENCIAS', nivel: 'UNIVERSIDAD', activa: true },
  { id: 19, nombre: 'Anatomía', nombreCompleto: 'Anatomía humana', tipo: 'CIENCIAS_SALUD', nivel: 'UNIVERSIDAD', activa: true },
  { id: 20, nombre: 'Bioquímica', nombreCompleto: 'Bioquímica', tipo: 'CIENCIAS_SALUD', nivel: 'UNIVERSIDAD', activa: true },
  { id: 21, nombre: 'Contabilidad', nombreCompleto: 'Contabilidad financiera', tipo: 'OTRAS', nivel: 'FP', activa: true },
  { id: 22, nombre: 'Programación', nombreCompleto: 'Programación en Java', tipo: 'OTRAS', nivel: 'FP', activa: true },
  { id: 23, nombre: 'Música', nombreCompleto: 'Lenguaje musical', tipo: 'ARTES', nivel: 'PRIMARIA', activa: true },
  { id: 24, nombre: 'Naturales', nombreCompleto: 'Ciencias naturales', tipo: 'CIENCIAS', nivel: 'PRIMARIA', activa: true },
  { id: 25, nombre: 'Sociales', nombreCompleto: 'Ciencias sociales', tipo: 'LETRAS', nivel: 'PRIMARIA', activa: true },
  { id: 26, nombre: 'Tecnología', nombreCompleto: 'Tecnología', tipo: 'CIENCIAS', nivel: 'SECUNDARIA', activa: true },
  { id: 27, nombre: 'Valenciano', nombreCompleto: 'Valenciano', tipo: 'LETRAS', nivel: 'OTRAS', activa: false },
  { id: 28, nombre: 'Zoología', nombreCompleto: 'Zoología', tipo: 'CIENCIAS_SALUD', nivel: 'UNIVERSIDAD', activa: true },
  { id: 29, nombre: 'Italiano', nombreCompleto: 'Italiano C1', tipo: 'IDIOMAS', nivel: 'IDIOMA', subnivel: 'C1', activa: true },
  { id: 30, nombre: 'Óptica', nombreCompleto: 'Óptica geométrica', tipo: 'CIENCIAS', nivel: 'UNIVERSIDAD', activa: true },
]);

// Spanish alphabetical order of the names, written out so that a code-point sort (which puts
// 'Álgebra' and 'Óptica' after 'Zoología') fails.
const SORTED_NAMES = [
  'Alemán', 'Álgebra', 'Anatomía', 'Biología', 'Bioquímica', 'Cálculo', 'Contabilidad', 'Dibujo técnico',
  'Economía', 'Estadística', 'Filosofía', 'Física y Química', 'Francés', 'Geografía', 'Griego', 'Historia',
  'Inglés', 'Italiano', 'Latín', 'Lengua', 'Matemáticas', 'Música', 'Naturales', 'Óptica', 'Programación',
  'Química', 'Sociales', 'Tecnología', 'Valenciano', 'Zoología',
];

// The dialog tests need only a few rows behind the dialog (a smaller page is much faster to
// query in jsdom).
const FEW_SUBJECTS = SUBJECTS.filter((subject) => [1, 2, 3, 5, 7, 11].includes(subject.id));




// Role queries over a 25-row MUI table are slow in jsdom: rows are found by role once, and
// their cells read through the table API.
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const cellTexts = (column: number) => bodyRows().map((row) => row.cells[column].textContent);
const sortButton = (name: string) => within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name });
const shownNames = () => cellTexts(0);
const typeName: Record<string, string> = {
  ARTES: 'Artes',
  CIENCIAS: 'Ciencias',
  CIENCIAS_SALUD: 'Ciencias de la salud',
  IDIOMAS: 'Idiomas',
  LETRAS: 'Letras',
  OTRAS: 'Otras',
};
const typesInOrder = (codes: string[]) =>
  codes.flatMap((code) => SUBJECTS.filter((subject) => subject.tipo === code).map(() => typeName[code]));

async function waitForRows() {
  await screen.findByRole('cell', { name: 'Alemán' });
}

/**
 * The notification on screen. `hidden: true` because while a dialog is open MUI marks every
 * other child of <body> aria-hidden, the notification host included (see the test below that
 * documents it); the visible alert is still there for a sighted user.
 */
const findNotification = () => screen.findByRole('alert', { hidden: true });

describe('ResourceListPage of the subjects', () => {
  it('renders the title, the headers and the first page sorted by name', async () => {
    const provider = fakeProvider();
    renderPage(provider);
    expect(screen.getByRole('heading', { level: 1, name: 'Asignaturas' })).toBeTruthy();
    await waitForRows();

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Tipo', 'Nivel', 'Estado', 'Opciones']);

    expect(shownNames()).toEqual(SORTED_NAMES.slice(0, 25));
    const ingles = screen.getByRole('cell', { name: 'Inglés' }).closest('tr') as HTMLElement;
    expect(within(ingles).getByRole('cell', { name: 'Idioma - B2' })).toBeTruthy();
    expect(within(ingles).getByRole('cell', { name: 'Idiomas' })).toBeTruthy();
    const quimica = screen.getByRole('cell', { name: 'Física y Química' }).closest('tr') as HTMLElement;
    expect(within(quimica).getAllByRole('cell')[2].textContent).toBe('Secundaria');
    expect(screen.getByText('1-25 de 30')).toBeTruthy();

    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][0]).toBe('administracion/asignaturas');
  });

  it('finds a subject ignoring case, spaces and accents, without asking the server again', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await waitForRows();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });

    await user.type(search, 'fisica y quimica');
    await waitFor(() => expect(shownNames()).toEqual(['Física y Química']));

    await user.clear(search);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.type(search, 'FÍSICAYQUÍMICA');
    await waitFor(() => expect(shownNames()).toEqual(['Física y Química']));

    // The type and level texts are searched too: 'idioma' finds the four language subjects.
    await user.clear(search);
    await user.type(search, 'idioma');
    await waitFor(() => expect(shownNames()).toEqual(['Alemán', 'Francés', 'Inglés', 'Italiano']));

    await user.clear(search);
    await user.type(search, 'no existe');
    expect(await screen.findByText('No hay datos')).toBeTruthy();

    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('sorts by a header descending first, then ascending, without refetching', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await waitForRows();

    await user.click(sortButton('Ordenar por tipo descendente'));
    await waitFor(() =>
      expect(cellTexts(1)).toEqual(typesInOrder(['OTRAS', 'LETRAS', 'IDIOMAS', 'CIENCIAS_SALUD', 'CIENCIAS']).slice(0, 25)),
    );
    expect(shownNames().slice(0, 2)).toEqual(['Contabilidad', 'Programación']);

    await user.click(sortButton('Ordenar por tipo ascendente'));
    await waitFor(() =>
      expect(cellTexts(1)).toEqual(typesInOrder(['ARTES', 'CIENCIAS', 'CIENCIAS_SALUD', 'IDIOMAS', 'LETRAS']).slice(0, 25)),
    );
    expect(shownNames().slice(0, 2)).toEqual(['Dibujo técnico', 'Música']);

    // Name, already sorted ascending, goes descending on its first click.
    await user.click(sortButton('Ordenar por nombre descendente'));
    await waitFor(() => expect(shownNames()).toEqual([...SORTED_NAMES].reverse().slice(0, 25)));

    // The Opciones column does not sort.
    const options = screen.getByRole('columnheader', { name: 'Opciones' });
    expect(within(options).queryByRole('button')).toBeNull();

    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('shows the remaining rows on page 2, without refetching', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await waitForRows();

    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(shownNames()).toEqual(SORTED_NAMES.slice(25)));
    expect(screen.getByText('26-30 de 30')).toBeTruthy();

    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Ir a la página anterior' }));
    await waitFor(() => expect(shownNames()).toEqual(SORTED_NAMES.slice(0, 25)));
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('marks the current page, disables the step past either end and shows more rows per page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider());
    await waitForRows();
    const pager = within(screen.getByRole('navigation'));
    expect(pager.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByRole('button', { name: 'Ir a la página anterior' })).toHaveProperty('disabled', true);
    await user.click(pager.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(pager.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByRole('button', { name: 'Ir a la página siguiente' })).toHaveProperty('disabled', true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página:' }), '50');
    await waitFor(() => expect(shownNames()).toEqual(SORTED_NAMES));
    expect(screen.getByText('1-30 de 30')).toBeTruthy();
    // One page: nothing to step through.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('goes back to the first page for a new search', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider());
    await waitForRows();
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(screen.getByText('26-30 de 30')).toBeTruthy());

    // Nearly every subject has an 'a' somewhere: two pages of matches, and the first one shows.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'a');
    await waitFor(() => expect(screen.getByText(/^1-25 de \d+$/)).toBeTruthy());
  });

  it("shows 'No hay datos' for an empty answer", async () => {
    const provider = fakeProvider({ getList: vi.fn(async () => ({ data: [], total: 0 })) });
    renderPage(provider);
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Alemán' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('notifies a load failure with its reason and shows the empty table', async () => {
    const provider = fakeProvider({ getList: vi.fn(async () => Promise.reject(new Error('Fallo del servidor'))) });
    renderPage(provider);
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar las asignaturas')).toBeTruthy();
    expect(alert.textContent).toContain('Fallo del servidor');
    // A plain Error is not worth retrying: one call only.
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});

describe('the create dialog of the subjects', () => {
  async function openCreate(user: ReturnType<typeof userEvent.setup>) {
    await waitForRows();
    await user.click(screen.getByRole('link', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' });
    expect(currentLocation.path).toBe('/administracion/asignaturas/create');
    return dialog;
  }

  async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) {
    await user.click(within(dialog).getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Robótica');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Robótica educativa');
    await choose(user, dialog, 'Tipo', 'Ciencias');
    await choose(user, dialog, 'Nivel', 'Secundaria');
  }

  it("opens from 'Añadir' and refuses an empty form", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({}, FEW_SUBJECTS);
    renderPage(provider);
    const dialog = await openCreate(user);

    const submit = within(dialog).getByRole('button', { name: 'Crear' });
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getAllByText('Obligatorio')).toHaveLength(4));
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo' }).getAttribute('aria-invalid')).toBe('true');
    expect(provider.create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Añadir nueva asignatura' })).toBeTruthy();
  });

  it('creates with the typed values, closes, notifies and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({}, FEW_SUBJECTS);
    renderPage(provider);
    const dialog = await openCreate(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await dialogClosed();
    expect(provider.create).toHaveBeenCalledTimes(1);
    const [resource, params] = provider.create.mock.calls[0] as [string, { data: Partial<Subject> }];
    expect(resource).toBe('administracion/asignaturas');
    expect(params.data).toMatchObject({
      nombre: 'Robótica',
      nombreCompleto: 'Robótica educativa',
      tipo: 'CIENCIAS',
      nivel: 'SECUNDARIA',
    });
    await waitFor(() => expect(currentLocation.path).toBe('/administracion/asignaturas'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Asignatura creada')).toBeTruthy();
    expect(alert.textContent).toContain('La asignatura se ha creado correctamente');
    // The list asks the server again (react-admin and the dialog both invalidate it, so the
    // count is not pinned to exactly 2).
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(1));
    expect(provider.getList.mock.calls.at(-1)?.[0]).toBe('administracion/asignaturas');
  });

  it('keeps the dialog and the typed values when the server refuses, and notifies the reason', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider(
      { create: vi.fn(async () => Promise.reject(new Error('Ya existe una asignatura con ese nombre y nivel'))) },
      FEW_SUBJECTS,
    );
    renderPage(provider);
    const dialog = await openCreate(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const alert = await findNotification();
    expect(within(alert).getByText('Error al crear la asignatura')).toBeTruthy();
    expect(alert.textContent).toContain('Ya existe una asignatura con ese nombre y nivel');
    expect(provider.create).toHaveBeenCalledTimes(1);

    const still = screen.getByRole('dialog', { name: 'Añadir nueva asignatura' });
    expect((within(still).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Robótica');
    expect((within(still).getByRole('textbox', { name: 'Nombre completo' }) as HTMLInputElement).value).toBe('Robótica educativa');
    expect(within(still).getByRole('combobox', { name: 'Tipo' }).textContent).toBe('Ciencias');
    expect(within(still).getByRole('combobox', { name: 'Nivel' }).textContent).toBe('Secundaria');
    expect(currentLocation.path).toBe('/administracion/asignaturas/create');
  });

  it('ignores a second click while the creation is pending', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let finish: (value: { data: Subject }) => void = () => undefined;
    const provider = fakeProvider(
      {
        create: vi.fn(
          () =>
            new Promise<{ data: Subject }>((resolve) => {
              finish = resolve;
            }),
        ),
      },
      FEW_SUBJECTS,
    );
    renderPage(provider);
    const dialog = await openCreate(user);
    await fill(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Crear' });
    await user.click(submit);
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));

    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    // Neither the cancel button nor Escape closes a dialog that is saving.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Añadir nueva asignatura' })).toBeTruthy();
    expect(provider.create).toHaveBeenCalledTimes(1);

    await act(async () => finish({ data: readAs(subjectRecord, [{ id: 99, nombre: 'Robótica', tipo: 'CIENCIAS', nivel: 'SECUNDARIA' }])[0] }));
    await dialogClosed();
    expect(provider.create).toHaveBeenCalledTimes(1);
  });

  it("closes with 'Cancelar' without creating", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({}, FEW_SUBJECTS);
    renderPage(provider);
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Robótica');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    await waitFor(() => expect(currentLocation.path).toBe('/administracion/asignaturas'));
    expect(provider.create).not.toHaveBeenCalled();
  });
});

describe('the edit dialog of the subjects', () => {
  it("opens from the row's 'Editar' and updates with the edited values", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({}, FEW_SUBJECTS);
    renderPage(provider);
    await waitForRows();
    expect(bodyRows()).toHaveLength(FEW_SUBJECTS.length);

    const row = screen.getByRole('cell', { name: 'Inglés' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar asignatura' });
    expect(currentLocation.path).toBe('/administracion/asignaturas/3');
    // The record comes from the list already fetched: no extra request.
    expect(provider.getOne).not.toHaveBeenCalled();

    const name = within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    expect(name.value).toBe('Inglés');
    expect((within(dialog).getByRole('textbox', { name: 'Nombre completo' }) as HTMLInputElement).value).toBe('Inglés B2');
    expect(within(dialog).getByRole('combobox', { name: 'Tipo' }).textContent).toBe('Idiomas');
    expect(within(dialog).getByRole('combobox', { name: 'Subnivel' }).textContent).toBe('B2');
    const active = within(dialog).getByRole('checkbox', { name: 'Activa (disponible para contratar)' }) as HTMLInputElement;
    expect(active.checked).toBe(true);

    await user.clear(name);
    await user.type(name, 'Inglés avanzado');
    await user.click(within(dialog).getByRole('combobox', { name: 'Subnivel' }));
    await user.click(await screen.findByRole('option', { name: 'C1' }));
    await user.click(active);
    expect(active.checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));

    await dialogClosed();
    expect(provider.update).toHaveBeenCalledTimes(1);
    const [resource, params] = provider.update.mock.calls[0] as [string, { id: unknown; data: Partial<Subject> }];
    expect(resource).toBe('administracion/asignaturas');
    expect(String(params.id)).toBe('3');
    expect(params.data).toMatchObject({
      id: 3,
      nombre: 'Inglés avanzado',
      nombreCompleto: 'Inglés B2',
      tipo: 'IDIOMAS',
      nivel: 'IDIOMA',
      subnivel: 'C1',
      activa: false,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Asignatura actualizada')).toBeTruthy();
    expect(alert.textContent).toContain('La asignatura se ha actualizado correctamente');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
  });

  it('notifies an update failure and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({ update: vi.fn(async () => Promise.reject(new Error('Asignatura en uso'))) }, FEW_SUBJECTS);
    renderPage(provider, '/administracion/asignaturas/7');
    const dialog = await screen.findByRole('dialog', { name: 'Editar asignatura' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Historia del arte');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));

    const alert = await findNotification();
    expect(within(alert).getByText('Error al actualizar la asignatura')).toBeTruthy();
    expect(alert.textContent).toContain('Asignatura en uso');
    expect(provider.getOne).toHaveBeenCalledWith('administracion/asignaturas', expect.objectContaining({ id: '7' }));
    expect(provider.update).toHaveBeenCalledTimes(1);
    expect((within(screen.getByRole('dialog', { name: 'Editar asignatura' })).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe(
      'Historia del arte',
    );
  });
});

describe('regressions found in review', () => {
  it('the Estado column tells assistive technology whether a subject is active', async () => {
    renderPage(fakeProvider({}, FEW_SUBJECTS));
    const economia = (await screen.findByRole('cell', { name: 'Economía' })).closest('tr') as HTMLElement;
    expect(within(economia).getByRole('img', { name: 'Inactiva' })).toBeTruthy();
    const ingles = screen.getByRole('cell', { name: 'Inglés' }).closest('tr') as HTMLElement;
    expect(within(ingles).getByRole('img', { name: 'Activa' })).toBeTruthy();
  });

  it('announces the error of a failed save while the dialog stays open', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider(
      { create: vi.fn(async () => Promise.reject(new Error('Ya existe una asignatura con ese nombre y nivel'))) },
      FEW_SUBJECTS,
    );
    renderPage(provider, '/administracion/asignaturas/create');
    const dialog = await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Química');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Química de Bachillerato');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Ciencias' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Nivel' }));
    await user.click(await screen.findByRole('option', { name: 'Bachillerato' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const alert = await findNotification();
    expect(within(alert).getByText('Error al crear la asignatura')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Añadir nueva asignatura' })).toBeTruthy();
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
  });
});

describe('the view of the subjects in the URL', () => {
  const PATH = '/administracion/asignaturas';
  const sortedColumn = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => header.getAttribute('aria-sort'))
      .map((header) => [header.textContent, header.getAttribute('aria-sort')]);
  const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;
  const pager = () => within(screen.getByRole('navigation', { name: 'Paginación' }));

  it('opens on the sort and page of the URL', async () => {
    const provider = fakeProvider();
    renderPage(provider, `${PATH}?orden=tipo&sentido=asc&pagina=2`);
    await screen.findByText('26-30 de 30');
    expect(cellTexts(1)).toEqual(typesInOrder(['ARTES', 'CIENCIAS', 'CIENCIAS_SALUD', 'IDIOMAS', 'LETRAS', 'OTRAS']).slice(25));
    expect(sortedColumn()).toEqual([['Tipo', 'ascending']]);
    expect(pager().getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('opens on the search and the sort of the URL', async () => {
    renderPage(fakeProvider(), `${PATH}?buscar=idioma&orden=nombre&sentido=desc`);
    expect(searchBox().value).toBe('idioma');
    await screen.findByRole('cell', { name: 'Italiano' });
    expect(shownNames()).toEqual(['Italiano', 'Inglés', 'Francés', 'Alemán']);
    expect(sortedColumn()).toEqual([['Nombre', 'descending']]);
  });

  it('shows every row on one page with filas=50', async () => {
    renderPage(fakeProvider(), `${PATH}?filas=50`);
    await screen.findByText('1-30 de 30');
    expect(shownNames()).toEqual(SORTED_NAMES);
  });

  it('shows the first page by name for nonsense, without an error', async () => {
    // 'Opciones' is no sortable column; a page past the end, below 1 or not a number; 7 or 25.0 rows.
    for (const query of ['?orden=opciones&sentido=arriba&pagina=999&filas=7', '?pagina=-2&filas=25.0&sentido=ascendente', '?pagina=2abc&orden=%00']) {
      const provider = fakeProvider();
      const { unmount } = renderPage(provider, `${PATH}${query}`);
      await waitForRows();
      expect(shownNames()).toEqual(SORTED_NAMES.slice(0, 25));
      expect(sortedColumn()).toEqual([['Nombre', 'ascending']]);
      expect(screen.getByText('1-25 de 30')).toBeTruthy();
      expect(provider.getList).toHaveBeenCalledTimes(1);
      unmount();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the search, sort, page and rows per page into the URL, and nothing for the defaults', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider(), PATH);
    await waitForRows();
    expect(currentLocation.search).toBe('');
    await user.click(sortButton('Ordenar por tipo descendente'));
    await user.click(pager().getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'tipo', sentido: 'desc', pagina: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página:' }), '50');
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'tipo', sentido: 'desc', filas: '50' }));
    await user.type(searchBox(), 'idioma');
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'tipo', sentido: 'desc', filas: '50', buscar: 'idioma' }));

    // Back to the name ascending, 25 rows, no search: a clean URL.
    await user.click(sortButton('Ordenar por nombre descendente'));
    await user.click(sortButton('Ordenar por nombre ascendente'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página:' }), '25');
    await user.clear(searchBox());
    await waitFor(() => expect(currentLocation.search).toBe(''));
    expect(currentLocation.path).toBe(PATH);
  });

  it('shows the search of the entry the back button returns to, after a dialog and a new search', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider(), PATH);
    await waitForRows();
    await user.type(searchBox(), 'idioma');
    await waitFor(() => expect(currentQuery()).toEqual({ buscar: 'idioma' }));
    await user.click(screen.getByRole('link', { name: 'Añadir' }));
    const create = await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' });
    await user.click(within(create).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    await user.clear(searchBox());
    await user.type(searchBox(), 'letras');
    await waitFor(() => expect(currentQuery()).toEqual({ buscar: 'letras' }));

    // Back to the dialog, then to the list as it was before the dialog.
    act(() => history.back());
    await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' });
    act(() => history.back());
    await dialogClosed();
    expect([currentLocation.path, currentLocation.search]).toEqual([PATH, '?buscar=idioma']);
    await waitFor(() => expect(searchBox().value).toBe('idioma'));
    expect(shownNames()).toEqual(['Alemán', 'Francés', 'Inglés', 'Italiano']);
  });

  it('keeps the view behind the create and edit dialogs, and returns to it on closing', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    const VIEW = '?buscar=idioma&orden=nombre&sentido=desc';
    renderPage(provider, `${PATH}${VIEW}`);
    await screen.findByRole('cell', { name: 'Italiano' });

    expect(screen.getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe(`${PATH}/create${VIEW}`);
    await user.click(screen.getByRole('link', { name: 'Añadir' }));
    const create = await screen.findByRole('dialog', { name: 'Añadir nueva asignatura' });
    expect([currentLocation.path, currentLocation.search]).toEqual([`${PATH}/create`, VIEW]);
    await user.click(within(create).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect([currentLocation.path, currentLocation.search]).toEqual([PATH, VIEW]);
    expect(shownNames()).toEqual(['Italiano', 'Inglés', 'Francés', 'Alemán']);

    const row = screen.getByRole('cell', { name: 'Inglés' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`${PATH}/3${VIEW}`);
    await user.click(within(row).getByRole('link', { name: 'Editar' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar asignatura' });
    expect([currentLocation.path, currentLocation.search]).toEqual([`${PATH}/3`, VIEW]);
    await user.click(within(edit).getByRole('button', { name: 'Actualizar' }));
    await dialogClosed();
    expect(provider.update).toHaveBeenCalledTimes(1);
    expect([currentLocation.path, currentLocation.search]).toEqual([PATH, VIEW]);
    expect(searchBox().value).toBe('idioma');
    await waitFor(() => expect(shownNames()).toEqual(['Italiano', 'Inglés', 'Francés', 'Alemán']));
  });
});
