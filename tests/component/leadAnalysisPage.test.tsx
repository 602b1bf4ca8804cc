import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Subject } from '../../src/common/subjects';
import { LeadAnalysisPage } from '../../src/screens/marketing/comportamiento/analisis/LeadAnalysisPage';
import type { AnalysisLead } from '../../src/screens/marketing/leadLabels';
import { ANALYSIS_LEADS } from '../../src/screens/marketing/calls';
import type { StudyCentre } from '../../src/screens/administracion/centros-estudio';
import { analysisLead } from '../support/leads';
import { currentLocation, currentQuery, renderPage } from './support/resourcePage';
import { bodyRows } from './support/table';
import { subjectRecord } from '../../src/contract/asignaturas';
import { readAs } from '../support/contract';
import { MARKER, MarkerRead } from './support/markerRead';

type User = ReturnType<typeof userEvent.setup>;

const LEADS: AnalysisLead[] = [
  analysisLead({
    id: 1,
    nombreAlumno: 'Pablo Ruiz',
    estado: 'CLIENTE_CAPTADO',
    fecha: null,
    contactos: [
      { estadoFeedback: 'PRUEBA', asistencia: 'VIENE' },
      { estadoFeedback: 'CLIENTE_CAPTADO', asistencia: null },
    ],
  }),
  analysisLead({ id: 2, nombreAlumno: null, nombreContacto: 'Marta Gil', contacto: 'Madre', estado: 'PRUEBA', fecha: '2026-11-25' }),
  analysisLead({ id: 3, nombreAlumno: 'Ana López', estado: 'LEAD_CUALIFICADO', fecha: '2026-12-01' }),
];

const CENTRES: StudyCentre[] = [
  { id: 11, nombre: 'IES Ramiro de Maeztu', provincia: 'Madrid' },
  { id: 12, nombre: 'Colegio Estudio', provincia: 'Madrid' },
  { id: 13, nombre: 'IES Ramiro de Maeztu', provincia: 'Soria' },
];

const SUBJECTS: Subject[] = readAs(subjectRecord, [{ id: 7, nombre: 'Química', tipo: 'CIENCIAS', nivel: 'BACHILLERATO' }]);

interface Answers {
  leads?: () => Promise<AnalysisLead[]>;
  centres?: () => Promise<StudyCentre[]>;
}

/** A data provider answering each resource the screen reads; getList is a spy. */
function fakeProvider({ leads = async () => LEADS, centres = async () => CENTRES }: Answers = {}) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    const data: unknown[] =
      resource === ANALYSIS_LEADS ? await leads() : resource === 'administracion/centros-estudio' ? await centres() : SUBJECTS;
    return { data, total: data.length };
  });
  return { getList };
}

type Provider = ReturnType<typeof fakeProvider>;

/** The resources the page has read, in order. */
const resourcesRead = (provider: Provider) => provider.getList.mock.calls.map(([resource]) => resource);

/** The page with a read made as it mounts, marking that its own reads on mounting are made. */
const withMarker = (
  <>
    <LeadAnalysisPage />
    <MarkerRead />
  </>
);

const analysisFilters = (provider: Provider) =>
  provider.getList.mock.calls.filter(([resource]) => resource === ANALYSIS_LEADS).map(([, params]) => params.filter);

/** Types 'ddMMyyyy' into a date field, section by section as a user does. */
async function typeDate(user: User, label: string, digits: string) {
  await user.click(within(screen.getByRole('group', { name: label })).getByRole('spinbutton', { name: 'Dia' }));
  await user.keyboard(digits);
}

async function setOctober(user: User) {
  await typeDate(user, 'Fecha de inicio', '01102026');
  await typeDate(user, 'Fecha de fin', '31102026');
}

const shownColumn = (index: number) => bodyRows().map((row) => row.cells[index].textContent);

const sortButton = (name: string) => within(screen.getAllByRole('rowgroup')[0]).getByRole('button', { name });

async function choose(user: User, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Each test types two dates into MUI's field and opens several menus: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

describe('the lead analysis', () => {
  it('asks for nothing until both dates are set, then for the filters with the dates as dd/MM/yyyy', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    expect(screen.getByRole('heading', { level: 1, name: 'Análisis de leads' })).toBeTruthy();
    expect(screen.getByText('Elige la fecha de inicio y la de fin para ver los leads.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');

    await typeDate(user, 'Fecha de inicio', '01102026');
    expect(screen.getByText('Elige la fecha de inicio y la de fin para ver los leads.')).toBeTruthy();

    await typeDate(user, 'Fecha de fin', '31102026');
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    // One call, with both dates: none went out while only the start was set.
    expect(analysisFilters(provider)).toEqual([
      {
        fecha_inicio: '01/10/2026',
        fecha_fin: '31/10/2026',
        centros: ['GOYA'],
        asignatura: null,
        centro_estudios: null,
        como_conoce: '',
        objetivo: '',
        estado: '',
      },
    ]);
    expect(screen.queryByText('Elige la fecha de inicio y la de fin para ver los leads.')).toBeNull();
  });

  it('shows the columns, the lead name rule, the contacts count, the state label and closed leads as Lead cerrado', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider() });
    await setOctober(user);
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Lead', 'Teléfono', 'Email', 'Contactos', 'Próximo contacto', 'Estado']);
    expect(shownColumn(0)).toEqual(['Ana López', 'Marta Gil (Madre)', 'Pablo Ruiz']);
    const pablo = screen.getByRole('cell', { name: 'Pablo Ruiz' }).closest('tr') as HTMLTableRowElement;
    expect([...pablo.cells].map((cell) => cell.textContent)).toEqual([
      'Pablo Ruiz',
      '6000001',
      'lead1@example.com',
      '2',
      'Lead cerrado',
      'Cliente Captado',
    ]);
    const marta = screen.getByRole('cell', { name: 'Marta Gil (Madre)' }).closest('tr') as HTMLTableRowElement;
    expect(marta.cells[4].textContent).toBe('25/11/2026');
    expect(marta.cells[5].textContent).toBe('Prueba');
  });

  it('sorts by a header, descending first, without asking again', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await setOctober(user);
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    await user.click(sortButton('Ordenar por próximo contacto descendente'));
    await waitFor(() => expect(shownColumn(4)).toEqual(['01/12/2026', '25/11/2026', 'Lead cerrado']));
    await user.click(sortButton('Ordenar por próximo contacto ascendente'));
    await waitFor(() => expect(shownColumn(4)).toEqual(['25/11/2026', '01/12/2026', 'Lead cerrado']));
    await user.click(sortButton('Ordenar por contactos descendente'));
    await waitFor(() => expect(shownColumn(0)[0]).toBe('Pablo Ruiz'));
    expect(analysisFilters(provider)).toHaveLength(1);
  });

  it('asks again with the academy, how they heard of us, the goal and the state chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await setOctober(user);
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });

    await choose(user, 'Academia', 'Ver todos');
    await waitFor(() => expect(analysisFilters(provider).at(-1)).toMatchObject({ centros: ['TODOS'] }));
    await choose(user, 'Cómo nos conoce', 'FORMULARIO WEB');
    await waitFor(() => expect(analysisFilters(provider).at(-1)).toMatchObject({ como_conoce: 'FORMULARIO_WEB' }));
    await choose(user, 'Objetivo', 'Aprobar la selectividad');
    await waitFor(() => expect(analysisFilters(provider).at(-1)).toMatchObject({ objetivo: 'APROBAR_SELECTIVIDAD' }));
    await choose(user, 'Estado', 'Lead cualificado');
    await waitFor(() =>
      expect(analysisFilters(provider).at(-1)).toEqual({
        fecha_inicio: '01/10/2026',
        fecha_fin: '31/10/2026',
        centros: ['TODOS'],
        asignatura: null,
        centro_estudios: null,
        como_conoce: 'FORMULARIO_WEB',
        objetivo: 'APROBAR_SELECTIVIDAD',
        estado: 'LEAD_CUALIFICADO',
      }),
    );
  });

  it('asks again with a subject and a study centre found by typing', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await setOctober(user);
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });

    await choose(user, 'Asignatura', 'Química (Bachillerato)');
    await waitFor(() => expect(analysisFilters(provider).at(-1)).toMatchObject({ asignatura: 7 }));

    await user.type(screen.getByRole('combobox', { name: 'Centro de estudios' }), 'maeztu  SÓRIA');
    // Matched ignoring case, accents and spaces; the list arrives on first use.
    // The pager's rows-per-page options are options too: the menu's only.
    const menuOptions = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await waitFor(() => expect(menuOptions()).toEqual(['IES Ramiro de Maeztu, Soria']));
    await user.click(screen.getByRole('option', { name: 'IES Ramiro de Maeztu, Soria' }));
    await waitFor(() =>
      expect(analysisFilters(provider).at(-1)).toEqual({
        fecha_inicio: '01/10/2026',
        fecha_fin: '31/10/2026',
        centros: ['GOYA'],
        asignatura: 7,
        centro_estudios: 13,
        como_conoce: '',
        objetivo: '',
        estado: '',
      }),
    );
  });

  it("names a study centre without a province by its name alone, in its menu and in the closed panel's summary", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({ centres: async () => [...CENTRES, { id: 14, nombre: 'Colegio Sin Provincia', provincia: null }] });
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await user.type(screen.getByRole('combobox', { name: 'Centro de estudios' }), 'sin provincia');
    await user.click(await screen.findByRole('option', { name: 'Colegio Sin Provincia' }));
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByText('Academia: GOYA · Centro de estudios: Colegio Sin Provincia')).toBeTruthy();
  });

  /** The options of a filter, as its menu lists them. */
  async function optionsOf(user: User, label: string): Promise<(string | null)[]> {
    await user.click(screen.getByRole('combobox', { name: label }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await user.keyboard('{Escape}');
    return options;
  }

  it("offers Ver todos and then the spec's filter values: sources with spaces for underscores, goals, states", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider() });
    // Spec 02 §9's lead sources, shown with spaces for underscores (spec 01 §3).
    expect(await optionsOf(user, 'Cómo nos conoce')).toEqual([
      'Ver todos',
      'FORMULARIO WEB',
      'PRUEBA AUTOMATICA',
      'GOOGLE',
      'CALLE',
      'RECOMENDACION',
      'FAMILIAR',
      'ANTIGUO ALUMNO',
      'GOOGLE MAPS',
      'FOLLETO',
      'FACEBOOK',
      'INSTAGRAM',
      'TIKTOK',
      'ACUERDOS CORPORATIVOS',
      'OTRA',
    ]);
    // Spec 02 §9's eight student goals, in Spanish.
    expect(await optionsOf(user, 'Objetivo')).toEqual([
      'Ver todos',
      'No aplica',
      'Aprobar una asignatura',
      'Aprobar el curso',
      'Aprobar la selectividad',
      'Mejorar un idioma',
      'Mejorar en una asignatura',
      'Aprobar un examen específico',
      'Otro',
    ]);
    // Spec 01 §4's lead states.
    expect(await optionsOf(user, 'Estado')).toEqual([
      'Ver todos',
      'Lead',
      'Lead no valido',
      'Prueba',
      'Lead cualificado',
      'Cliente Captado',
      'Cliente Perdido',
    ]);
  });

  it('refuses an end before the start and asks nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await typeDate(user, 'Fecha de inicio', '31102026');
    await typeDate(user, 'Fecha de fin', '01102026');
    expect(await screen.findByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    // Once the end is put right the list is asked for: that call is the first. (No date the field
    // passes through as it is typed is a valid end but the last.)
    await typeDate(user, 'Fecha de fin', '01012027');
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    expect(analysisFilters(provider).map((filter) => [filter.fecha_inicio, filter.fecha_fin])).toEqual([['31/10/2026', '01/01/2027']]);
  });

  it("'Restablecer filtros' empties the dates, puts every filter back and stops showing rows", async () => {
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider });
    await setOctober(user);
    await choose(user, 'Cómo nos conoce', 'GOOGLE');
    await choose(user, 'Academia', 'POZUELO');
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });

    await user.click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    expect(await screen.findByText('Elige la fecha de inicio y la de fin para ver los leads.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('cell', { name: 'Pablo Ruiz' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');
    expect(screen.getByRole('combobox', { name: 'Cómo nos conoce' }).textContent).toBe('Ver todos');
    for (const label of ['Fecha de inicio', 'Fecha de fin']) {
      const sections = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
      expect(sections.map((section) => section.getAttribute('aria-valuetext'))).toEqual(['Vacío', 'Vacío', 'Vacío']);
    }
  });

  it('says no lead matches the filters when the answer is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider({ leads: async () => [] }) });
    await setOctober(user);
    expect(await screen.findByText('No hay leads que cumplan los filtros')).toBeTruthy();
    expect(screen.queryByText('No hay datos')).toBeNull();
  });

  it("notifies 'Error al recuperar los leads' with the server's reason and shows no rows", async () => {
    // react-admin also logs the failure to the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider({ leads: async () => Promise.reject(new Error('El análisis no está disponible')) }) });
    await setOctober(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los leads')).toBeTruthy();
    expect(alert.textContent).toContain('El análisis no está disponible');
    expect(screen.getByText('No hay datos')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Pablo Ruiz' })).toBeNull();
    consoleError.mockRestore();
  });

  it("loads the study centres on first use and notifies 'Error al recuperar los centros de estudio' on failure", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const provider = fakeProvider({ centres: async () => Promise.reject(new Error('Sin conexión con datos')) });
    renderPage(withMarker, { dataProvider: provider });
    await waitFor(() => expect(resourcesRead(provider)).toContain(MARKER));
    expect(resourcesRead(provider)).not.toContain('administracion/centros-estudio');

    await user.click(screen.getByRole('combobox', { name: 'Centro de estudios' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error al recuperar los centros de estudio')).toBeTruthy();
    expect(alert.textContent).toContain('Sin conexión con datos');
    expect(await screen.findByText('No hay centros de estudio')).toBeTruthy();
    consoleError.mockRestore();
  });

  it("folds the filters behind 'Filtros' and lists the ones in use while folded", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider() });
    await setOctober(user);
    await choose(user, 'Cómo nos conoce', 'ANTIGUO ALUMNO');
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Desde 01/10/2026 · Hasta 31/10/2026 · Academia: GOYA · Cómo nos conoce: ANTIGUO ALUMNO')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restablecer filtros' })).toBeNull());

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Restablecer filtros' })).toBeTruthy();
  });
});

describe('the view in the URL', () => {
  const ALL_FILTERS =
    '/marketing/comportamiento/analisis?desde=01-10-2026&hasta=31-10-2026&academia=TODOS&asignatura=7&centro-estudios=13' +
    '&como-conoce=instagram&objetivo=aprobar_curso&estado=prueba&orden=proximo-contacto&sentido=desc';

  it('opens on every filter and the sort of the URL, asking once with them', async () => {
    const provider = fakeProvider();
    renderPage(<LeadAnalysisPage />, { dataProvider: provider, path: ALL_FILTERS });
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    expect(analysisFilters(provider)).toEqual([
      {
        fecha_inicio: '01/10/2026',
        fecha_fin: '31/10/2026',
        centros: ['TODOS'],
        asignatura: 7,
        centro_estudios: 13,
        como_conoce: 'INSTAGRAM',
        objetivo: 'APROBAR_CURSO',
        estado: 'PRUEBA',
      },
    ]);
    for (const [label, digits] of [['Fecha de inicio', ['01', '10', '2026']], ['Fecha de fin', ['31', '10', '2026']]] as const) {
      expect(within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton').map((section) => section.textContent)).toEqual(digits);
    }
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('Ver todos');
    expect(screen.getByRole('combobox', { name: 'Cómo nos conoce' }).textContent).toBe('INSTAGRAM');
    expect(screen.getByRole('combobox', { name: 'Objetivo' }).textContent).toBe('Aprobar el curso');
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Prueba');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Asignatura' }) as HTMLInputElement).value).toBe('Química (Bachillerato)'));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Centro de estudios' }) as HTMLInputElement).value).toBe('IES Ramiro de Maeztu, Soria'),
    );
    expect(shownColumn(4)).toEqual(['01/12/2026', '25/11/2026', 'Lead cerrado']);
  });

  it('asks nothing for nonsense filters, and shows their defaults', async () => {
    const provider = fakeProvider();
    renderPage(withMarker, {
      dataProvider: provider,
      path:
        '/marketing/comportamiento/analisis?desde=32-10-2026&hasta=ayer&academia=MORDOR&asignatura=-1&centro-estudios=abc' +
        '&como-conoce=TELEPATIA&objetivo=%3Cscript%3E&estado=CLIENTE&orden=zzz',
    });
    expect(await screen.findByText('Elige la fecha de inicio y la de fin para ver los leads.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Academia' }).textContent).toBe('GOYA');
    expect(screen.getByRole('combobox', { name: 'Cómo nos conoce' }).textContent).toBe('Ver todos');
    expect(screen.getByRole('combobox', { name: 'Objetivo' }).textContent).toBe('Ver todos');
    expect((screen.getByRole('combobox', { name: 'Asignatura' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Centro de estudios' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(resourcesRead(provider)).toContain(MARKER));
    // No lead call; the study centres are not even loaded for an id that is none.
    expect(resourcesRead(provider).filter((resource) => resource !== 'administracion/asignaturas')).toEqual([MARKER]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing for an end before the start, as typed', async () => {
    const provider = fakeProvider();
    renderPage(withMarker, { dataProvider: provider, path: '/marketing/comportamiento/analisis?desde=31-10-2026&hasta=01-10-2026' });
    expect(await screen.findByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    await waitFor(() => expect(resourcesRead(provider)).toContain(MARKER));
    expect(analysisFilters(provider)).toEqual([]);
  });

  it("writes the filters into the URL, and 'Restablecer filtros' takes them out", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<LeadAnalysisPage />, { dataProvider: fakeProvider(), path: '/marketing/comportamiento/analisis' });
    await setOctober(user);
    await screen.findByRole('cell', { name: 'Pablo Ruiz' });
    await waitFor(() => expect(currentQuery()).toEqual({ desde: '01-10-2026', hasta: '31-10-2026' }));

    await choose(user, 'Cómo nos conoce', 'ACUERDOS CORPORATIVOS');
    await choose(user, 'Academia', 'Ver todos');
    await choose(user, 'Asignatura', 'Química (Bachillerato)');
    await user.click(sortButton('Ordenar por contactos descendente'));
    await waitFor(() =>
      expect(currentQuery()).toEqual({
        desde: '01-10-2026',
        hasta: '31-10-2026',
        'como-conoce': 'ACUERDOS_CORPORATIVOS',
        academia: 'TODOS',
        asignatura: '7',
        orden: 'numContactos',
        sentido: 'desc',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    await waitFor(() => expect(currentQuery()).toEqual({ orden: 'numContactos', sentido: 'desc' }));
    expect(currentLocation.path).toBe('/marketing/comportamiento/analisis');
  });
});
