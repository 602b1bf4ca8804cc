// The declaration vocabulary on one made-up resource: typed columns and a totals row, list
// controls, row actions, and a dialog with transformed, prepared, conditional and locked fields
// and a cross-field rule.
import ArchiveIcon from '@mui/icons-material/Archive';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceSchema } from '../../src/declaration/types';
import { currentLocation, fakeDataProvider, renderResourcePage } from './support/resourcePage';
import { bodyRows } from './support/table';
import { CACHED_READS } from '../../src/dataProvider/readPolicy';
import { dialogClosed } from './support/dialogs';
import { testCall } from '../support/contract';

interface Item {
  id: number;
  nombre: string;
  importe: number;
  fecha: string;
  activo: boolean;
  web?: string;
  codigo: string;
  tipo: string;
  /** Prepared on load: the inverse of `activo`. */
  inactivo?: boolean;
  extra?: string;
}

const ITEMS: Item[] = [
  { id: 1, nombre: 'Uno', importe: 1234.5, fecha: '2026-03-01', activo: true, web: 'https://example.org/uno', codigo: 'AB1', tipo: 'A' },
  { id: 2, nombre: 'Dos', importe: 10, fecha: '2025-12-31', activo: false, codigo: 'CD2', tipo: 'B' },
];

const schema: ResourceSchema<Item> = {
  name: 'pruebas/vocabulario',
  readPolicy: CACHED_READS,
  endpoints: { list: { call: testCall('/lista') }, update: { call: testCall('/item', 'PUT') }, actions: { archive: { call: testCall('/item/archivar', 'PUT') } } },
  list: {
    title: 'Vocabulario',
    controls: [
      { kind: 'year', source: 'anio', label: 'Año', min: 2020, max: 2030 },
      { kind: 'monthOfYear', source: 'mes', label: 'Mes' },
    ],
    columns: [
      { source: 'nombre', label: 'Nombre', type: 'link', href: (item) => item.web },
      { source: 'importe', label: 'Importe', type: 'money', value: (item) => item.importe, total: 'sum' },
      { source: 'fecha', label: 'Fecha', type: 'date' },
      { source: 'activo', label: 'Activo', type: 'check', labels: { true: 'Sí activo', false: 'No activo' } },
      { source: 'activo', key: 'estado', label: 'Estado', type: 'badge', badge: (item) => (item.activo ? { label: 'Activo', color: 'success' } : undefined), value: () => 'Cerrado' },
    ],
    actions: [
      { kind: 'edit' },
      {
        kind: 'call',
        action: 'archive',
        label: 'Archivar',
        icon: ArchiveIcon,
        visible: (item) => item.activo,
        confirm: { title: '¿Archivar?', content: 'Se archivará', confirmLabel: 'Archivar' },
        success: { title: 'Archivado', content: 'Se ha archivado' },
        errorTitle: 'Error al archivar',
      },
      { kind: 'open', label: 'Ver', icon: VisibilityIcon, href: (item) => item.web },
    ],
    search: (item) => [item.nombre],
    sort: { field: 'nombre', order: 'ASC' },
    exportName: 'vocabulario',
    totalsLabel: 'Total',
    loadErrorTitle: 'Error al recuperar',
  },
  edit: {
    title: 'Editar item',
    submitLabel: 'Guardar',
    notice: 'Un aviso',
    fields: [
      { source: 'nombre', label: 'Nombre', kind: 'text', readOnly: true },
      { source: 'codigo', label: 'Código', kind: 'text', required: true, transform: (typed) => typed.toUpperCase() },
      { source: 'importe', label: 'Importe', kind: 'decimal', noNegatives: true, required: true },
      { source: 'tipo', label: 'Tipo', kind: 'select', choices: [{ id: 'A', name: 'Tipo A' }, { id: 'B', name: 'Tipo B' }], required: true },
      { source: 'extra', label: 'Extra', kind: 'text', visible: (values) => values.tipo === 'B' },
      { source: 'inactivo', label: 'Inactivo', kind: 'checkbox' },
    ],
    rules: [{ title: 'No válido', check: (values) => (values.tipo === 'B' && Number(values.importe) > 100 ? 'El tipo B no pasa de 100.' : undefined) }],
    submitWhenComplete: true,
    prepare: (item) => ({ inactivo: !item.activo }),
    success: { title: 'Guardado', content: 'Se ha guardado' },
    errorTitle: 'Error al guardar',
  },
};

function setup() {
  const action = vi.fn(async () => ({}));
  const provider = { ...fakeDataProvider(ITEMS), action };
  renderResourcePage(schema, provider);
  return { provider, action };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const today = new Date();

describe('the declaration vocabulary', () => {
  it('asks for the list with the controls’ default values and shows typed cells and a totals row', async () => {
    const { provider } = setup();
    await screen.findByRole('cell', { name: 'Uno' });
    expect((provider.getList.mock.calls[0][1] as GetListParams).filter).toEqual({ anio: today.getFullYear(), mes: today.getMonth() + 1 });
    expect(screen.getByRole('combobox', { name: 'Año' }).textContent).toBe(String(today.getFullYear()));

    const uno = within(rowOf('Uno'));
    expect(uno.getByRole('cell', { name: '1.234,50 €' })).toBeTruthy();
    expect(uno.getByRole('cell', { name: '01/03/2026' })).toBeTruthy();
    expect(uno.getByRole('img', { name: 'Sí activo' })).toBeTruthy();
    expect(uno.getByText('Activo')).toBeTruthy();
    const link = uno.getByRole('link', { name: 'Uno' });
    expect(link.getAttribute('href')).toBe('https://example.org/uno');
    expect(link.getAttribute('target')).toBe('_blank');
    const dos = within(rowOf('Dos'));
    expect(dos.queryByRole('link', { name: 'Dos' })).toBeNull();
    expect(dos.getByRole('img', { name: 'No activo' })).toBeTruthy();
    expect(dos.getByRole('cell', { name: 'Cerrado' })).toBeTruthy();

    const totals = screen.getAllByRole('row').at(-1) as HTMLTableRowElement;
    expect([...totals.cells].map((cell) => cell.textContent)).toEqual(['Total', '1.244,50 €', '', '', '', '']);
  });

  it('asks again with a control’s new value', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider } = setup();
    await screen.findByRole('cell', { name: 'Uno' });
    await user.click(screen.getByRole('combobox', { name: 'Año' }));
    await user.click(await screen.findByRole('option', { name: '2021' }));
    await waitFor(() => expect((provider.getList.mock.calls.at(-1)?.[1] as GetListParams).filter).toEqual({ anio: 2021, mes: today.getMonth() + 1 }));
  });

  it('runs a row action after its confirmation, where the record allows it, then notifies and reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider, action } = setup();
    await screen.findByRole('cell', { name: 'Uno' });
    expect(within(rowOf('Dos')).queryByRole('button', { name: 'Archivar' })).toBeNull();
    expect(within(rowOf('Uno')).getByRole('link', { name: 'Ver' }).getAttribute('target')).toBe('_blank');
    expect(within(rowOf('Dos')).queryByRole('link', { name: 'Ver' })).toBeNull();

    await user.click(within(rowOf('Uno')).getByRole('button', { name: 'Archivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar?' });
    expect(action).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('pruebas/vocabulario', 'archive', expect.objectContaining({ id: 1 })));
    expect(within(await screen.findByRole('alert')).getByText('Archivado')).toBeTruthy();
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    await dialogClosed();
  });

  it('notifies a refused action with its title and the reason', async () => {
    const user = userEvent.setup({ delay: null });
    const { action } = setup();
    action.mockRejectedValueOnce(new Error('Ya archivado'));
    await user.click(within(await screen.findByRole('row', { name: /Uno/ })).getByRole('button', { name: 'Archivar' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Archivar?' })).getByRole('button', { name: 'Archivar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al archivar')).toBeTruthy();
    expect(alert.textContent).toContain('Ya archivado');
  });

  it('edits the row shown: locked, transformed, prepared and conditional fields and a rule that holds the submit', async () => {
    const user = userEvent.setup({ delay: null });
    const { provider } = setup();
    await user.click(within(await screen.findByRole('row', { name: /Uno/ })).getByRole('link', { name: 'Editar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar item' }));
    expect(currentLocation.path).toBe('/pruebas/vocabulario/1');
    expect(provider.getOne).not.toHaveBeenCalled();
    expect(dialog.getByText('Un aviso')).toBeTruthy();

    const name = dialog.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    expect(name.value).toBe('Uno');
    expect(name.readOnly).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Inactivo' }) as HTMLInputElement).checked).toBe(false);

    const code = dialog.getByRole('textbox', { name: /Código/ }) as HTMLInputElement;
    await user.clear(code);
    await user.type(code, 'xy9');
    expect(code.value).toBe('XY9');
    const amount = dialog.getByRole('textbox', { name: /Importe/ }) as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '-150,5');
    expect(amount.value).toBe('150.5');

    const save = dialog.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    expect(dialog.queryByRole('textbox', { name: 'Extra' })).toBeNull();
    await user.click(dialog.getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Tipo B' }));
    expect(dialog.getByRole('textbox', { name: 'Extra' })).toBeTruthy();
    expect(dialog.getByText('No válido')).toBeTruthy();
    expect(dialog.getByText('El tipo B no pasa de 100.')).toBeTruthy();
    expect(save.disabled).toBe(true);

    await user.clear(amount);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(dialog.queryByText('El tipo B no pasa de 100.')).toBeNull();
    await user.type(amount, '99');
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(dialog.getByRole('checkbox', { name: 'Inactivo' }));
    await user.click(save);

    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const [, params] = provider.update.mock.calls[0] as [string, { data: Item }];
    expect(params.data).toMatchObject({ id: 1, codigo: 'XY9', importe: '99', tipo: 'B', inactivo: true });
    await dialogClosed();
  });
});

describe('a list with a required choice control', () => {
  const withChoice: ResourceSchema<Item> = {
    ...schema,
    name: 'pruebas/eleccion',
    list: {
      ...schema.list,
      controls: [
        {
          kind: 'choice',
          source: 'usuario',
          label: 'Usuario',
          required: true,
          from: { name: 'pruebas/usuarios', readPolicy: CACHED_READS, endpoints: { list: { call: testCall('/usuarios') } } },
          option: (user) => ({ id: String(user.id), name: String(user.nombre) }),
          loadErrorTitle: 'Error al recuperar los usuarios',
        },
      ],
      totalsLabel: undefined,
    },
  };

  it('is not asked for until a choice, loaded from its call, is made', async () => {
    const user = userEvent.setup({ delay: null });
    const getList = vi.fn(async (resource: string, _params: GetListParams) =>
      resource === 'pruebas/usuarios' ? { data: [{ id: 7, nombre: 'Ana' }], total: 1 } : { data: ITEMS, total: ITEMS.length },
    );
    const provider = { ...fakeDataProvider(ITEMS), getList };
    renderResourcePage(withChoice, provider);
    expect(await screen.findByText('No hay datos')).toBeTruthy();
    expect(provider.getList.mock.calls.map((call) => call[0])).toEqual(['pruebas/usuarios']);

    await user.click(screen.getByRole('combobox', { name: 'Usuario' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    await screen.findByRole('cell', { name: 'Uno' });
    expect(bodyRows()).toHaveLength(2);
    const last = provider.getList.mock.calls.at(-1) as [string, GetListParams];
    expect(last[0]).toBe('pruebas/eleccion');
    expect(last[1].filter).toEqual({ usuario: '7' });
  });
});

describe('a create dialog with time, e-mail, multi-line, date and disabled fields', () => {
  const withCreate: ResourceSchema<Item> = {
    ...schema,
    name: 'pruebas/alta',
    endpoints: { ...schema.endpoints, create: { call: testCall('/item', 'POST') } },
    create: {
      title: 'Nuevo item',
      submitLabel: 'Crear',
      fields: [
        { source: 'hora', label: 'Hora', kind: 'time', required: true },
        { source: 'correo', label: 'Correo', kind: 'email' },
        { source: 'notas', label: 'Notas', kind: 'multiline' },
        { source: 'dia', label: 'Día', kind: 'date' },
        { source: 'fijo', label: 'Fijo', kind: 'text', disabled: true },
      ],
      defaults: () => ({ hora: '09:00', fijo: 'Siempre' }),
      success: { title: 'Creado', content: 'Se ha creado' },
      errorTitle: 'Error al crear',
    },
  };

  it('starts from its defaults, checks the time and the e-mail, and sends what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeDataProvider(ITEMS);
    renderResourcePage(withCreate, provider, '/pruebas/alta/create');
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo item' }));
    const time = dialog.getByRole('textbox', { name: /Hora/ }) as HTMLInputElement;
    expect(time.value).toBe('09:00');
    expect((dialog.getByRole('textbox', { name: 'Fijo' }) as HTMLInputElement).disabled).toBe(true);
    expect((dialog.getByRole('textbox', { name: 'Notas' }) as HTMLTextAreaElement).tagName).toBe('TEXTAREA');
    expect(await dialog.findByRole('group', { name: 'Día' })).toBeTruthy();

    await user.clear(time);
    await user.type(time, '9:5');
    await user.type(dialog.getByRole('textbox', { name: 'Correo' }), 'no-es-correo');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    expect(await dialog.findByText('La hora debe estar en formato HH:MM')).toBeTruthy();
    expect(dialog.getByText('Debe ser un correo electrónico válido')).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();

    await user.clear(time);
    await user.type(time, '21:05');
    await user.clear(dialog.getByRole('textbox', { name: 'Correo' }));
    await user.type(dialog.getByRole('textbox', { name: 'Correo' }), 'ana@example.org');
    await user.type(dialog.getByRole('textbox', { name: 'Notas' }), 'Primera línea');
    await user.click(dialog.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    const [, params] = provider.create.mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(params.data).toMatchObject({ hora: '21:05', correo: 'ana@example.org', notas: 'Primera línea' });
    // A disabled field is not sent, as a disabled input is not (react-hook-form's rule).
    expect(params.data).not.toHaveProperty('fijo');
  });
});
