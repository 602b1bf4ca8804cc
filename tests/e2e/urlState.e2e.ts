// Every view is a link (issue 12): what the CRM and the study centres show lives in the URL's
// query string, so a reload, a colleague's browser and the back button show the same view and
// make the same calls, and nonsense in a URL shows the defaults.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LeadAnswer as Lead } from '../../src/demo/model/marketing';
import { apiCalls, apiGet, baseUrl, choose, eventually, hidden, newContext, pathOf, signIn, useBrowser, visible } from './support/browser';

const CRM_PATH = '/marketing/gestion/leads';
const CENTRES_PATH = '/administracion/centros-estudio';
const CRM_CALL = '/api/core/marketing/feedback/list/CRM';
const CENTRES_CALL = '/api/core/datos/centro-estudios/list';

// Spec 01 §3: the active academies, in the selector's order.
const ACADEMIES = [
  'HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'ALCOBENDAS', 'POZUELO', 'CORDOBA', 'VALLADOLID', 'ALCALA',
  'MAJADAHONDA', 'ALCORCON', 'DELICIAS', 'CLASSFY',
];
const MONTH_NAMES = [
  'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
];
const STATE_LABELS: Record<string, string> = {
  LEAD: 'Lead',
  LEAD_NO_VALIDO: 'Lead no valido',
  PRUEBA: 'Prueba',
  LEAD_CUALIFICADO: 'Lead cualificado',
  CLIENTE_CAPTADO: 'Cliente Captado',
  CLIENTE_PERDIDO: 'Cliente Perdido',
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A month `back` months before the current one: as the API and the URL write it, and as the selector shows it. */
function monthBack(back: number) {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
  const mm = pad2(date.getMonth() + 1);
  return { api: `${mm}/${date.getFullYear()}`, url: `${mm}-${date.getFullYear()}`, label: `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}` };
}

const nameOf = (lead: Lead) => lead.alumno?.trim() || lead.contacto;
const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');

/** The query string of the page's URL as a record. */
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The parameters of each call the page made to `path` since it loaded. */
const callsTo = async (page: Page, path: string) =>
  (await apiCalls(page))
    .map((call) => new URL(call))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
const sessionAcademy = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('access_token') ?? '{}').centro as string);

const pagerOf = (page: Page) => page.getByText(/^\d+-\d+ de \d+$/);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const firstColumn = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();
/** The sorted column's header and its direction. */
const sortedColumn = (page: Page) =>
  page.locator('th[aria-sort]').evaluateAll((headers) => headers.map((header) => [header.textContent, header.getAttribute('aria-sort')]));

/** Everything a list screen shows of its view: to compare before and after a reload, in another browser, after back. */
async function viewOf(page: Page, selectors: string[]) {
  await visible(pagerOf(page));
  return {
    selectors: await Promise.all(selectors.map((name) => page.getByRole('combobox', { name }).textContent())),
    search: await searchBox(page).inputValue(),
    sorted: await sortedColumn(page),
    pager: await pagerOf(page).textContent(),
    currentPage: await page.locator('nav[aria-label="Paginación"] [aria-current="page"]').allTextContents(),
    rows: await firstColumn(page),
  };
}

/** Waits until the screen shows `view` (the rows arrive after the selectors). */
const showsView = (page: Page, selectors: string[], view: Awaited<ReturnType<typeof viewOf>>) =>
  eventually(() => viewOf(page, selectors)).toEqual(view);

describe('the CRM (/marketing/gestion/leads) as a link', () => {
  const page = useBrowser();
  const CRM_SELECTORS = ['Academia', 'Mes'];
  const SEARCH = 'gmail';

  /**
   * An academy other than the user's and a past month of the selector (so that neither is a
   * default) whose leads the search narrows to two or more, but not all: the demo's leads are random.
   */
  async function findCrmView(own: string) {
    for (let back = 1; back <= 12; back++) {
      const month = monthBack(back);
      for (const academy of ACADEMIES.filter((candidate) => candidate !== own)) {
        const leads = await apiGet<Lead[]>(page(), CRM_CALL, { mes: month.api, centro: academy });
        const found = leads.filter((lead) =>
          [nameOf(lead), lead.telefono, lead.email, STATE_LABELS[lead.estado]].some((field) => searchable(field ?? '').includes(SEARCH)),
        );
        if (found.length >= 2 && found.length < leads.length) return { academy, month, found };
      }
    }
    throw new Error('No academy and month of the demo has the leads this test needs');
  }

  /** Sets the view through the screen: academy, month, search and the Lead column descending. */
  async function setCrmView() {
    await signIn(page(), CRM_PATH);
    await visible(page().getByRole('heading', { level: 1, name: 'Leads entrantes' }));
    const own = await sessionAcademy(page());
    const target = await findCrmView(own);
    await choose(page(), 'Academia', target.academy);
    await choose(page(), 'Mes', target.month.label);
    await searchBox(page()).fill(SEARCH);
    await eventually(() => pagerOf(page()).textContent()).toBe(`1-${target.found.length} de ${target.found.length}`);
    await page().getByRole('button', { name: 'Ordenar por lead descendente' }).click();
    const names = target.found.map(nameOf).sort((a, b) => b.localeCompare(a, 'es'));
    await eventually(() => firstColumn(page())).toEqual(names);
    // The URL follows once the user pauses.
    await eventually(async () => queryOf(page())).toMatchObject({ buscar: SEARCH, orden: 'nombre', sentido: 'desc' });
    return { own, ...target };
  }

  it('writes the view into the URL, and a reload shows the same view with the same calls', async () => {
    const { own, academy, month } = await setCrmView();
    const expectedQuery = { academia: academy, mes: month.url, buscar: SEARCH, orden: 'nombre', sentido: 'desc' };
    await eventually(async () => queryOf(page())).toEqual(expectedQuery);
    expect(page().url()).toContain(`mes=${month.url}&`);
    expect(pathOf(page())).toBe(CRM_PATH);
    const view = await viewOf(page(), CRM_SELECTORS);
    expect(view.selectors).toEqual([academy, month.label]);
    expect(view.sorted).toEqual([['Lead', 'descending']]);

    await page().reload();
    await showsView(page(), CRM_SELECTORS, view);
    expect(queryOf(page())).toEqual(expectedQuery);
    // The call of the view only: none for the user's academy or the current month first.
    const calls = await callsTo(page(), CRM_CALL);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toEqual({ mes: month.api, centro: academy });
    expect(calls.some((call) => call.centro === own || call.mes === monthBack(0).api)).toBe(false);
  });

  it('shows the same view in a colleague’s browser that opens the link, before and after signing in', async () => {
    const { academy, month } = await setCrmView();
    const view = await viewOf(page(), CRM_SELECTORS);
    const link = page().url();
    const { pathname, search } = new URL(link);

    const context = await newContext(page().context().browser()!);
    try {
      const colleague = await context.newPage();
      colleague.setDefaultTimeout(15_000);
      // Signed out, the link leads to the sign-in, which goes on to the link.
      await signIn(colleague, `${pathname}${search}`);
      await showsView(colleague, CRM_SELECTORS, view);
      expect(colleague.url()).toBe(link);
      // Signed in, the link opened again.
      await colleague.goto(link);
      await showsView(colleague, CRM_SELECTORS, view);
      const calls = await callsTo(colleague, CRM_CALL);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call).toEqual({ mes: month.api, centro: academy });
    } finally {
      await context.close();
    }
  });

  it('restores the view after another screen and the back button; typing adds no history step', async () => {
    await setCrmView();
    const view = await viewOf(page(), CRM_SELECTORS);
    const url = page().url();

    await page().getByRole('link', { name: 'Telefonos entrantes' }).click();
    await visible(page().getByRole('heading', { level: 1, name: 'Resultados' }));
    expect(pathOf(page())).toBe('/marketing/gestion/telefonos-entrantes');
    await page().goBack();
    await showsView(page(), CRM_SELECTORS, view);
    expect(page().url()).toBe(url);

    // Key by key: the URL follows, and one step back leaves the screen.
    await page().getByRole('link', { name: 'Telefonos entrantes' }).click();
    await visible(page().getByRole('heading', { level: 1, name: 'Resultados' }));
    await page().getByRole('link', { name: 'Leads entrantes', exact: true }).click();
    await visible(page().getByRole('heading', { level: 1, name: 'Leads entrantes' }));
    expect(queryOf(page())).toEqual({});
    await searchBox(page()).pressSequentially('lead', { delay: 80 });
    await eventually(async () => queryOf(page())).toEqual({ buscar: 'lead' });
    await page().goBack();
    await visible(page().getByRole('heading', { level: 1, name: 'Resultados' }));
    expect(pathOf(page())).toBe('/marketing/gestion/telefonos-entrantes');
  });

  it('shows its defaults for a URL of nonsense, without an error or a call carrying it', async () => {
    await signIn(page(), '/');
    const own = await sessionAcademy(page());
    await page().goto(`${baseUrl()}${CRM_PATH}?academia=MORDOR&mes=13-2099&orden=zzz&sentido=arriba&pagina=999&filas=7&buscar=`);
    await visible(page().getByRole('heading', { level: 1, name: 'Leads entrantes' }));
    await eventually(() => page().getByRole('combobox', { name: 'Academia' }).textContent()).toBe(own);
    expect(await page().getByRole('combobox', { name: 'Mes' }).textContent()).toBe(monthBack(0).label);
    expect(await searchBox(page()).inputValue()).toBe('');
    await eventually(() => sortedColumn(page())).toEqual([['Próximo contacto', 'ascending']]);
    await eventually(() => pagerOf(page()).textContent()).toMatch(/^1-\d+ de \d+$/);
    expect(await page().getByRole('alert').count()).toBe(0);
    const calls = await callsTo(page(), CRM_CALL);
    expect(calls).toEqual(calls.map(() => ({ mes: monthBack(0).api, centro: own })));
    expect(calls.length).toBeGreaterThan(0);
    expect((await apiCalls(page())).some((call) => /MORDOR|2099|zzz|arriba/.test(call))).toBe(false);
  });
});

describe('the study centres (/administracion/centros-estudio) as a link', () => {
  const page = useBrowser();
  const SELECTORS = ['Provincia'];
  // Madrid has most of the demo's centres, and IES are a third of the schools: pages of them.
  const QUERY = { provincia: 'Madrid', buscar: 'ies', sentido: 'desc', pagina: '2' };

  /** Madrid, 'ies', names descending (the default column, not written: only its direction is), page 2. */
  async function setCentresView() {
    await signIn(page(), CENTRES_PATH);
    await visible(page().getByRole('heading', { level: 1, name: 'Centros de estudio' }));
    await choose(page(), 'Provincia', 'Madrid');
    await eventually(async () => new Set(await page().locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['Madrid']));
    await searchBox(page()).fill('ies');
    await page().getByRole('button', { name: 'Ordenar por nombre descendente' }).click();
    await page().getByRole('button', { name: 'Ir a la página 2' }).click();
    await eventually(() => pagerOf(page()).textContent()).toMatch(/^26-50 de \d+$/);
    await eventually(async () => queryOf(page())).toEqual(QUERY);
    const view = await viewOf(page(), SELECTORS);
    expect(view.selectors).toEqual(['Madrid']);
    expect(view.search).toBe('ies');
    expect(view.sorted).toEqual([['Nombre', 'descending']]);
    expect(view.currentPage).toEqual(['2']);
    expect(view.rows.every((name) => searchable(name).includes('ies'))).toBe(true);
    expect(view.rows).toEqual([...view.rows].sort((a, b) => b.localeCompare(a, 'es')));
    return view;
  }

  it('writes the view into the URL, and a reload shows the same view with the same call', async () => {
    const view = await setCentresView();
    expect(page().url()).toContain('provincia=Madrid');
    expect(page().url()).toContain('pagina=2');

    await page().reload();
    await showsView(page(), SELECTORS, view);
    expect(queryOf(page())).toEqual(QUERY);
    const calls = await callsTo(page(), `${CENTRES_CALL}/provincia`);
    expect(calls).toContainEqual({ provincia: 'Madrid' });
    for (const call of calls) expect(call).toEqual({ provincia: 'Madrid' });
    // No call for every province first.
    expect(await callsTo(page(), CENTRES_CALL)).toEqual([]);
  });

  it('shows the same view in a colleague’s browser, and after another screen and the back button', async () => {
    const view = await setCentresView();
    const link = page().url();

    const context = await newContext(page().context().browser()!);
    try {
      const colleague = await context.newPage();
      colleague.setDefaultTimeout(15_000);
      await signIn(colleague, '/');
      await colleague.goto(link);
      await showsView(colleague, SELECTORS, view);
      expect(await callsTo(colleague, CENTRES_CALL)).toEqual([]);
      expect(await callsTo(colleague, `${CENTRES_CALL}/provincia`)).toContainEqual({ provincia: 'Madrid' });
    } finally {
      await context.close();
    }

    await page().getByRole('link', { name: 'Asignaturas', exact: true }).click();
    await visible(page().getByRole('heading', { level: 1, name: 'Asignaturas' }));
    await page().goBack();
    await showsView(page(), SELECTORS, view);
    expect(page().url()).toBe(link);
  });

  it('keeps the view behind the dialogs: their URLs hold it and Cancelar returns to it', async () => {
    const view = await setCentresView();
    const { search } = new URL(page().url());
    expect(await page().getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe(`${CENTRES_PATH}/create${search}`);

    await page().getByRole('link', { name: 'Editar' }).first().click();
    const edit = page().getByRole('dialog', { name: 'Editar centro de estudios' });
    await visible(edit);
    expect(pathOf(page())).toMatch(new RegExp(`^${CENTRES_PATH}/\\d+$`));
    expect(new URL(page().url()).search).toBe(search);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(edit);
    expect(pathOf(page())).toBe(CENTRES_PATH);
    expect(queryOf(page())).toEqual(QUERY);
    await showsView(page(), SELECTORS, view);

    await page().getByRole('link', { name: 'Añadir' }).click();
    const create = page().getByRole('dialog', { name: 'Añadir centro de estudios' });
    await visible(create);
    expect(pathOf(page())).toBe(`${CENTRES_PATH}/create`);
    expect(new URL(page().url()).search).toBe(search);
    await create.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(create);
    expect(queryOf(page())).toEqual(QUERY);
    await showsView(page(), SELECTORS, view);
  });

  it('after a dialog and a new search, the back button shows the view of each entry it returns to', async () => {
    const view = await setCentresView();
    await page().getByRole('link', { name: 'Añadir' }).click();
    const create = page().getByRole('dialog', { name: 'Añadir centro de estudios' });
    await create.getByRole('button', { name: 'Cancelar' }).click();
    await hidden(create);
    await searchBox(page()).fill('colegio');
    await eventually(async () => queryOf(page())).toEqual({ provincia: 'Madrid', buscar: 'colegio', sentido: 'desc' });

    await page().goBack();
    await visible(create);
    expect(queryOf(page())).toEqual(QUERY);
    await page().goBack();
    await hidden(create);
    expect(queryOf(page())).toEqual(QUERY);
    await showsView(page(), SELECTORS, view);
  });

  it('shows its defaults for a URL of nonsense, without an error or a call carrying it', async () => {
    await signIn(page(), '/');
    await page().goto(`${baseUrl()}${CENTRES_PATH}?provincia=Atlantis&orden=zzz&sentido=arriba&pagina=999&filas=7`);
    await visible(page().getByRole('heading', { level: 1, name: 'Centros de estudio' }));
    await eventually(() => pagerOf(page()).textContent()).toMatch(/^1-25 de \d+$/);
    expect(await page().getByRole('combobox', { name: 'Provincia' }).textContent()).toBe('Ver todo');
    expect(await sortedColumn(page())).toEqual([['Nombre', 'ascending']]);
    expect(await page().locator('nav[aria-label="Paginación"] [aria-current="page"]').allTextContents()).toEqual(['1']);
    expect(await page().getByRole('alert').count()).toBe(0);
    expect((await callsTo(page(), CENTRES_CALL)).length).toBeGreaterThan(0);
    expect(await callsTo(page(), `${CENTRES_CALL}/provincia`)).toEqual([]);
    expect((await apiCalls(page())).some((call) => /Atlantis|zzz|arriba/.test(call))).toBe(false);
  });
});
