import { createSerializer } from 'nuqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listParams } from '../../src/common/viewState/listView';
import {
  academyParam,
  choiceParam,
  dayParam,
  idParam,
  intParam,
  labelSlug,
  monthNumberParam,
  monthOfYearParam,
  monthParam,
  readView,
  textParam,
  viewParsers,
  yearParam,
  type UrlParam,
  type UrlParams,
  type ViewOf,
} from '../../src/common/viewState/urlParams';

// Every test reads the URL on 24 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 30));
});
afterEach(() => vi.useRealTimers());

/** What a parameter reads from `text` as it stands in a URL (`null`: the key is absent). */
function read<T>(param: UrlParam<T>, text: string | null): T {
  const query = new URLSearchParams();
  if (text !== null) query.set(param.key, text);
  return readView({ value: param }, query).value as T;
}

/** `query` with `values` written into it as a screen writes them (nuqs' serializer), in URLSearchParams' form. */
function writeView<P extends UrlParams>(params: P, values: Partial<ViewOf<P>>, query = ''): string {
  const { parsers, urlKeys } = viewParsers(params);
  return new URLSearchParams(createSerializer(parsers, { urlKeys })(`?${query}`, values)).toString();
}

/** The query string a value is written as, on an empty URL. */
const written = <T,>(param: UrlParam<T>, value: T) => writeView({ value: param }, { value });

// Nonsense a URL may carry, by hand or by a broken link.
const HOSTILE = ['', ' ', 'null', 'undefined', 'NaN', '-1', '0x10', '1e3', '<script>alert(1)</script>', '%E0%A4%A', '../../etc', '🙂'];

describe('text (buscar)', () => {
  const param = textParam('buscar');
  it('reads any text as typed, and is absent by default', () => {
    expect(read(param, 'garcía')).toBe('garcía');
    expect(read(param, null)).toBe('');
    expect(written(param, 'garcía lópez')).toBe('buscar=garc%C3%ADa+l%C3%B3pez');
    expect(written(param, '')).toBe('');
  });
  it('cuts a text longer than any search to 200 characters', () => {
    expect(read(param, 'x'.repeat(5000))).toHaveLength(200);
  });
});

describe('academy (academia)', () => {
  const param = academyParam('academia');
  const withAll = academyParam('academia', { includeAll: true, includeInactive: true });

  it('reads an academy of spec 01 §3 in any case, written as the spec lists it', () => {
    expect(read(param, 'QUEVEDO')).toBe('QUEVEDO');
    expect(read(param, 'lopez de hoyos')).toBe('LOPEZ DE HOYOS');
    expect(written(param, 'LOPEZ DE HOYOS')).toBe('academia=LOPEZ+DE+HOYOS');
  });

  it('falls back to the user’s own academy (the first one, HERNANI, without a session) on an unknown one', () => {
    for (const text of ['MORDOR', 'TODOS', 'RETIRO', ...HOSTILE]) expect(read(param, text)).toBe('HERNANI');
  });

  it('offers TODOS and the closed RETIRO only where the screen does', () => {
    expect(read(withAll, 'todos')).toBe('TODOS');
    expect(read(withAll, 'RETIRO')).toBe('RETIRO');
  });

  it('writes nothing for the default academy', () => {
    expect(written(param, 'HERNANI')).toBe('');
  });
});

describe('month among a selector’s (mes=MM-yyyy)', () => {
  // Spec 01 §9: the CRM's selector offers 12 months back and 1 forward.
  const param = monthParam('mes', { back: 12, forward: 1 });

  it('reads a month of the window, held in the API’s MM/yyyy', () => {
    expect(read(param, '10-2026')).toBe('10/2026');
    expect(read(param, '12-2026')).toBe('12/2026');
    expect(read(param, '11-2025')).toBe('11/2025');
    expect(written(param, '10/2026')).toBe('mes=10-2026');
  });

  it('falls back to the current month outside the window or on nonsense', () => {
    for (const text of ['01-2027', '10-2025', '13-2026', '00-2026', '10/2026', '2026-10', '1-2026', ...HOSTILE]) {
      expect(read(param, text)).toBe('11/2026');
    }
  });

  it('writes nothing for the current month', () => {
    expect(written(param, '11/2026')).toBe('');
  });
});

describe('month and year (mes=MM-yyyy) of a month and a year selector', () => {
  const param = monthOfYearParam('mes');
  it('reads any month of a year the year selector offers (spec 01 §9: 2012 to 2028)', () => {
    expect(read(param, '02-2012')).toEqual({ month: 2, year: 2012 });
    expect(read(param, '12-2028')).toEqual({ month: 12, year: 2028 });
    expect(written(param, { month: 3, year: 2025 })).toBe('mes=03-2025');
  });
  it('falls back to the current month on a year outside the selector or nonsense', () => {
    for (const text of ['12-2011', '01-2029', '13-2026', ...HOSTILE]) expect(read(param, text)).toEqual({ month: 11, year: 2026 });
    expect(written(param, { month: 11, year: 2026 })).toBe('');
  });
});

describe('month of the year alone (mes=1 to 12) beside a year selector', () => {
  const param = monthNumberParam('mes');
  it('reads 1 to 12, the current month by default', () => {
    expect(read(param, '12')).toBe(12);
    expect(read(param, '03')).toBe(3);
    for (const text of ['0', '13', '2.5', ...HOSTILE]) expect(read(param, text)).toBe(11);
    expect(written(param, 3)).toBe('mes=3');
    expect(written(param, 11)).toBe('');
  });
});

describe('year (ejercicio)', () => {
  it('reads a year of the selector: spec 01 §9, from 2012 up to but excluding the current year + 3', () => {
    const param = yearParam('ejercicio');
    expect(read(param, '2012')).toBe(2012);
    expect(read(param, '2028')).toBe(2028);
    for (const text of ['2011', '2029', '20266', '2026.5', ...HOSTILE]) expect(read(param, text)).toBe(2026);
    expect(written(param, 2024)).toBe('ejercicio=2024');
    expect(written(param, 2026)).toBe('');
  });
  it('follows a screen’s own range (spec 02 §9: ratings 2025 to 2030)', () => {
    const ratings = yearParam('ejercicio', { min: 2025, maxExclusive: 2031 });
    expect(read(ratings, '2030')).toBe(2030);
    expect(read(ratings, '2024')).toBe(2026);
  });
  it('opens a range that starts after this year on its first year', () => {
    const later = yearParam('anio', { min: 2028 });
    expect(read(later, null)).toBe(2028);
    expect(read(later, '2027')).toBe(2028);
  });
});

describe('day (dia=dd-MM-yyyy)', () => {
  const today = () => new Date(2026, 10, 24);
  const param = dayParam('dia', today);

  it('reads a calendar day within the date pickers’ range, 1900 to 2099 (spec 01 §5)', () => {
    expect(read(param, '01-10-2026')).toEqual(new Date(2026, 9, 1));
    expect(read(param, '29-02-2024')).toEqual(new Date(2024, 1, 29));
    expect(read(param, '01-01-1900')).toEqual(new Date(1900, 0, 1));
    expect(written(param, new Date(2026, 9, 1))).toBe('dia=01-10-2026');
  });

  it('falls back to its default on a day that does not exist, out of range or of another shape', () => {
    for (const text of ['31-02-2026', '29-02-2025', '31-12-1899', '01-01-2100', '2026-10-01', '1-10-2026', '01/10/2026x', ...HOSTILE]) {
      expect(read(param, text)).toEqual(today());
    }
  });

  it('writes nothing for its default, for no day, or for a day being typed', () => {
    expect(written(param, new Date(2026, 10, 24))).toBe('');
    const none = dayParam('desde', () => null);
    expect(written(none, null)).toBe('');
    expect(read(none, null)).toBeNull();
  });
});

describe('record id (asignatura, centro-estudios)', () => {
  const param = idParam('asignatura');
  it('reads a positive whole number, none otherwise', () => {
    expect(read(param, '42')).toBe(42);
    for (const text of ['0', '4.2', '-3', '12345678901', ...HOSTILE]) expect(read(param, text)).toBeNull();
    expect(written(param, 42)).toBe('asignatura=42');
    expect(written(param, null)).toBe('');
  });
});

describe('choice of a fixed list (provincia)', () => {
  const param = choiceParam('provincia', ['', 'A Coruña', 'Álava', 'Madrid'], () => '');
  it('reads a listed value in any case, and falls back to all on any other', () => {
    expect(read(param, 'a coruña')).toBe('A Coruña');
    expect(read(param, 'Álava')).toBe('Álava');
    for (const text of ['Mordor', 'Madri', ...HOSTILE.filter((text) => text.trim())]) expect(read(param, text)).toBe('');
    expect(written(param, 'A Coruña')).toBe('provincia=A+Coru%C3%B1a');
  });
});

describe('whole number in a range', () => {
  it('reads only whole numbers from min to max', () => {
    const param = intParam('n', { min: 1, max: 10 }, () => 1);
    expect(read(param, '10')).toBe(10);
    for (const text of ['11', '0', '5.5', ...HOSTILE]) expect(read(param, text)).toBe(1);
  });
});

describe('a table’s search, sort, page and rows (listParams)', () => {
  const columns = [
    { source: 'nombre', label: 'Lead' },
    { source: 'fecha', label: 'Próximo contacto' },
    { source: 'estadoTexto', label: 'Estado' },
    { source: 'id', label: 'Opciones', sortable: false },
  ];
  const params = listParams(columns, { field: 'fecha', order: 'ASC' });
  const view = (search: string) => readView(params, new URLSearchParams(search));

  it('names a sorted column by its key (its source unless it has its own), whatever the case', () => {
    expect(view('orden=fecha&sentido=desc')).toMatchObject({ sortField: 'fecha', sortOrder: 'DESC' });
    expect(view('orden=estadotexto&sentido=ASC')).toMatchObject({ sortField: 'estadoTexto', sortOrder: 'ASC' });
    expect(view('orden=nombre')).toMatchObject({ sortField: 'nombre', sortOrder: 'ASC' });
    const keyed = listParams([{ source: 'fechaTexto', key: 'fecha', label: 'Fecha' }], { field: '', order: 'ASC' });
    expect(readView(keyed, new URLSearchParams('orden=fecha')).sortField).toBe('fecha');
  });

  it('still reads a link that names the column by its label, in lower case, without accents, words joined by "-"', () => {
    expect(labelSlug('Próximo contacto')).toBe('proximo-contacto');
    expect(labelSlug('Lead → Alumno')).toBe('lead-alumno');
    expect(view('orden=proximo-contacto&sentido=desc')).toMatchObject({ sortField: 'fecha', sortOrder: 'DESC' });
    expect(view('orden=Estado&sentido=ASC')).toMatchObject({ sortField: 'estadoTexto', sortOrder: 'ASC' });
    expect(view('orden=lead')).toMatchObject({ sortField: 'nombre' });
  });

  it('falls back to the default sort on an unknown or unsortable column or order', () => {
    for (const search of ['orden=telefono', 'orden=opciones', 'orden=id', 'sentido=arriba', 'sentido=constructor', 'orden=&sentido=']) {
      expect(view(search)).toMatchObject({ sortField: 'fecha', sortOrder: 'ASC' });
    }
  });

  it('reads a page from 1 and rows per page of the pager’s 25, 50 or 100; defaults otherwise', () => {
    expect(view('pagina=3&filas=50')).toMatchObject({ page: 3, perPage: 50 });
    for (const search of ['pagina=0&filas=30', 'pagina=-2&filas=1000', 'pagina=dos&filas=', 'pagina=9999999999']) {
      expect(view(search)).toMatchObject({ page: 1, perPage: 25 });
    }
  });

  it('writes only what differs from the defaults, under readable names', () => {
    const query = writeView(params, { search: 'garcía', sortField: 'nombre', sortOrder: 'DESC', page: 2, perPage: 25 });
    expect(query).toBe('buscar=garc%C3%ADa&orden=nombre&sentido=desc&pagina=2');
    expect(writeView(params, { search: '', sortField: 'fecha', sortOrder: 'ASC', page: 1 }, query)).toBe('');
  });

  it('leaves other keys of the URL as they are', () => {
    expect(writeView(params, { page: 2 }, 'academia=GOYA&mes=10-2026')).toBe('academia=GOYA&mes=10-2026&pagina=2');
  });
});
