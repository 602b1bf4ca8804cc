import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SPEC_PROVINCES } from '../support/spec';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { loadAllSources } from '../../src/screens/registry';
import { declaration as centrosEstudio, type StudyCentre } from '../../src/screens/administracion/centros-estudio';
import { currentLocation, currentQuery, fakeDataProvider, renderResourcePage, type FakeDataProvider } from './support/resourcePage';
import { dialogClosed } from './support/dialogs';

const dataSources = await loadAllSources();

const CENTRES: StudyCentre[] = [
  { id: 1, nombre: 'Universidad Complutense de Madrid', provincia: 'Madrid' },
  { id: 2, nombre: 'IES Ramiro de Maeztu', provincia: 'Madrid' },
  { id: 3, nombre: 'Universitat de Barcelona', provincia: 'Barcelona' },
  { id: 4, nombre: 'Universidad de Sevilla', provincia: 'Sevilla' },
  { id: 5, nombre: 'Colegio Estudio', provincia: 'Madrid' },
  { id: 6, nombre: 'Universitat de València', provincia: 'Valencia' },
];
const MADRID_NAMES = ['Colegio Estudio', 'IES Ramiro de Maeztu', 'Universidad Complutense de Madrid'];
const ALL_NAMES = [
  'Colegio Estudio',
  'IES Ramiro de Maeztu',
  'Universidad Complutense de Madrid',
  'Universidad de Sevilla',
  'Universitat de Barcelona',
  'Universitat de València',
];

/** A server that filters by province when asked, as the /list/provincia endpoint does. */
const fakeProvider = (overrides: Parameters<typeof fakeDataProvider<StudyCentre>>[1] = {}) =>
  fakeDataProvider(CENTRES, overrides, (centre, filter) => !filter.provincia || centre.provincia === filter.provincia);
const renderPage = (provider: FakeDataProvider<StudyCentre>, path?: string, queryClient?: QueryClient) =>
  renderResourcePage(centrosEstudio, provider, path, queryClient);

const shownNames = () =>
  (within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[]).map((row) => row.cells[0].textContent);
const listFilters = (provider: FakeDataProvider<StudyCentre>) => provider.getList.mock.calls.map(([, params]) => params.filter);
const provinceFilter = () => screen.getByRole('combobox', { name: 'Provincia' });

describe('the study centres list', () => {
  it('shows the title, the headers and every centre sorted by name', async () => {
    const provider = fakeProvider();
    renderPage(provider);
    expect(screen.getByRole('heading', { level: 1, name: 'Centros de estudio' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Provincia', 'Opciones']);
    expect(shownNames()).toEqual(ALL_NAMES);
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(listFilters(provider)[0]?.provincia).toBeUndefined();
  });

  it("offers 'Ver todo' first and then the provinces", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider());
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    await user.click(provinceFilter());
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ver todo', ...SPEC_PROVINCES]);
    expect(within(listbox).getByRole('option', { name: 'Ver todo' }).getAttribute('aria-selected')).toBe('true');
  });

  async function chooseProvince(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(provinceFilter());
    await user.click(screen.getByRole('option', { name }));
  }

  it("asks the server for one province, and goes back to the whole list with 'Ver todo'", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });

    await chooseProvince(user, 'Madrid');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(listFilters(provider)[1]).toEqual({ provincia: 'Madrid' });
    await waitFor(() => expect(shownNames()).toEqual(MADRID_NAMES));
    expect(provinceFilter().textContent).toBe('Madrid');

    await chooseProvince(user, 'Ver todo');
    await waitFor(() => expect(shownNames()).toEqual(ALL_NAMES));
    // The whole list is the first request again: within the 5-minute stale time it comes from
    // the cache; any request made asks for no province.
    for (const filter of listFilters(provider).slice(2)) expect(filter?.provincia).toBeUndefined();

    await chooseProvince(user, 'Sevilla');
    await waitFor(() => expect(shownNames()).toEqual(['Universidad de Sevilla']));
    expect(listFilters(provider).at(-1)).toEqual({ provincia: 'Sevilla' });
  });

  it("asks the server again without a province when 'Ver todo' is chosen and the cache is stale", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    const queryClient = createQueryClient(createSourceCatalogue({ sources: dataSources }));
    queryClient.setQueryDefaults([centrosEstudio.name, 'getList'], { staleTime: 0 });
    renderPage(provider, '/administracion/centros-estudio', queryClient);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });

    await chooseProvince(user, 'Madrid');
    await waitFor(() => expect(shownNames()).toEqual(MADRID_NAMES));
    const before = provider.getList.mock.calls.length;

    await chooseProvince(user, 'Ver todo');
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(before));
    const last = listFilters(provider).at(-1);
    expect(last?.provincia).toBeUndefined();
    await waitFor(() => expect(shownNames()).toEqual(ALL_NAMES));
  });

  it('searches on the client within the chosen province', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'valencia');
    await waitFor(() => expect(shownNames()).toEqual(['Universitat de València']));
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });
});

describe('the study centre dialogs', () => {
  it("creates a centre from 'Añadir centro de estudios' with nombre and provincia required", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    await user.click(screen.getByRole('link', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir centro de estudios' });
    expect(currentLocation.path).toBe('/administracion/centros-estudio/create');

    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(within(dialog).getAllByText('Obligatorio')).toHaveLength(2));
    expect(provider.create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'IES San Isidro');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(within(dialog).getAllByText('Obligatorio')).toHaveLength(1));
    expect(provider.create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Provincia' }));
    await user.click(await screen.findByRole('option', { name: 'Madrid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    await dialogClosed();
    expect(provider.create).toHaveBeenCalledTimes(1);
    const [resource, params] = provider.create.mock.calls[0] as [string, { data: Partial<StudyCentre> }];
    expect(resource).toBe('administracion/centros-estudio');
    expect(params.data).toEqual({ nombre: 'IES San Isidro', provincia: 'Madrid' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Centro creado')).toBeTruthy();
    expect(alert.textContent).toContain('El centro de estudios se ha creado correctamente');
    expect(currentLocation.path).toBe('/administracion/centros-estudio');
  });

  it("notifies 'Error al crear el centro' with the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({ create: vi.fn(async () => Promise.reject(new Error('El centro ya existe'))) });
    renderPage(provider, '/administracion/centros-estudio/create');
    const dialog = await screen.findByRole('dialog', { name: 'Añadir centro de estudios' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Colegio Estudio');
    await user.click(within(dialog).getByRole('combobox', { name: 'Provincia' }));
    await user.click(await screen.findByRole('option', { name: 'Madrid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    // hidden: true — while the dialog is open MUI marks the rest of the page aria-hidden.
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(within(alert).getByText('Error al crear el centro')).toBeTruthy();
    expect(alert.textContent).toContain('El centro ya existe');
    expect(screen.getByRole('dialog', { name: 'Añadir centro de estudios' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Colegio Estudio');
  });

  it("edits a centre from 'Editar centro de estudios' with the button 'Editar'", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(provider);
    const row = (await screen.findByRole('cell', { name: 'Universidad de Sevilla' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar centro de estudios' });
    expect(currentLocation.path).toBe('/administracion/centros-estudio/4');

    const name = within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    expect(name.value).toBe('Universidad de Sevilla');
    expect(within(dialog).getByRole('combobox', { name: 'Provincia' }).textContent).toBe('Sevilla');
    expect(within(dialog).queryByRole('button', { name: 'Crear' })).toBeNull();

    // Nombre is required in the edit dialog too.
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(await within(dialog).findByText('Obligatorio')).toBeTruthy();
    expect(provider.update).not.toHaveBeenCalled();

    await user.type(name, 'Universidad Pablo de Olavide');
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await dialogClosed();
    expect(provider.update).toHaveBeenCalledTimes(1);
    const [resource, params] = provider.update.mock.calls[0] as [string, { data: Partial<StudyCentre> }];
    expect(resource).toBe('administracion/centros-estudio');
    expect(params.data).toMatchObject({ id: 4, nombre: 'Universidad Pablo de Olavide', provincia: 'Sevilla' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Centro actualizado')).toBeTruthy();
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
  });
});

describe('regressions found in review', () => {
  it("shows 'Ver todo' as the province filter's value when no province is chosen", async () => {
    renderPage(fakeProvider());
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    expect(provinceFilter().textContent).toBe('Ver todo');
  });
});

describe('the view of the study centres in the URL', () => {
  const PATH = '/administracion/centros-estudio';
  const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement;

  it('opens on the province, search and sort of the URL, asking once for that province', async () => {
    const provider = fakeProvider();
    renderPage(provider, `${PATH}?provincia=madrid&buscar=es&sentido=desc`);
    expect(provinceFilter().textContent).toBe('Madrid');
    expect(searchBox().value).toBe('es');
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    expect(listFilters(provider)).toEqual([{ provincia: 'Madrid' }]);
    // Madrid's centres with 'es' in their name, descending.
    expect(shownNames()).toEqual(['IES Ramiro de Maeztu', 'Colegio Estudio']);
  });

  it('asks for every province for one it does not know, without an error', async () => {
    const provider = fakeProvider();
    renderPage(provider, `${PATH}?provincia=Atlantis&orden=zzz&sentido=arriba&pagina=999&filas=7`);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    expect(provinceFilter().textContent).toBe('Ver todo');
    expect(listFilters(provider)).toEqual([{}]);
    expect(shownNames()).toEqual(ALL_NAMES);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("writes the province into the URL, and nothing for 'Ver todo'", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(fakeProvider(), PATH);
    await screen.findByRole('cell', { name: 'Colegio Estudio' });
    await user.click(provinceFilter());
    await user.click(screen.getByRole('option', { name: 'A Coruña' }));
    await waitFor(() => expect(currentQuery()).toEqual({ provincia: 'A Coruña' }));
    await user.type(searchBox(), 'ies');
    await waitFor(() => expect(currentQuery()).toEqual({ provincia: 'A Coruña', buscar: 'ies' }));
    await user.click(provinceFilter());
    await user.click(screen.getByRole('option', { name: 'Ver todo' }));
    await waitFor(() => expect(currentQuery()).toEqual({ buscar: 'ies' }));
    expect(currentLocation.path).toBe(PATH);
  });

  it('keeps the province and search behind the edit dialog, and returns to them on Cancelar', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    const VIEW = '?provincia=Madrid&buscar=es&sentido=desc';
    renderPage(provider, `${PATH}${VIEW}`);
    const row = (await screen.findByRole('cell', { name: 'Colegio Estudio' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('link', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar centro de estudios' });
    expect([currentLocation.path, currentLocation.search]).toEqual([`${PATH}/5`, VIEW]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect([currentLocation.path, currentLocation.search]).toEqual([PATH, VIEW]);
    expect(provinceFilter().textContent).toBe('Madrid');
    expect(shownNames()).toEqual(['IES Ramiro de Maeztu', 'Colegio Estudio']);
    expect(listFilters(provider).every((filter) => filter?.provincia === 'Madrid')).toBe(true);
  });
});
