// The screen file format's checker (issue 41): the example folder's files pass; broken files are
// left out with each problem said in Spanish (file, JSON path, expected, received, nearest name).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkScreenFile, checkScreenIndex, problemText, type CheckedScreen } from '../../src/screenFile/check';

const FOLDER = 'src/demo/pantallas';
const read = (name: string): unknown => JSON.parse(readFileSync(`${FOLDER}/${name}`, 'utf8'));
const COMPILED = ['/dashboard', '/administracion/asignaturas', '/administracion/centros-estudio', '/personal/administracion'];
const check = (content: unknown, file = 'aulas.json') => checkScreenFile(file, content, { compiledRoutes: COMPILED });

/** A copy of the classrooms' file with `change` made to it. */
function aulas(change: (file: Record<string, any>) => void): unknown { // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document, changed by path
  const file = read('aulas.json') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  change(file);
  return file;
}

const lines = (checked: CheckedScreen) => (checked.ok ? [] : checked.problems.map(problemText));

describe('the example folder', () => {
  it('lists the two screens, and each passes', () => {
    expect(checkScreenIndex(read('index.json'))).toEqual({ ok: true, files: ['aulas.json', 'proveedores.json'] });
    for (const file of ['aulas.json', 'proveedores.json']) {
      const checked = check(read(file), file);
      expect(lines(checked), file).toEqual([]);
      expect(checked.ok).toBe(true);
    }
  });

  it('gives the screen its route, menu entry, writers and a fingerprint of the text', () => {
    const checked = checkScreenFile('proveedores.json', read('proveedores.json'), { compiledRoutes: COMPILED, text: 'abc' });
    if (!checked.ok) throw new Error('refused');
    expect(checked.screen).toMatchObject({
      file: 'proveedores.json',
      route: '/contabilidad/proveedores',
      menu: { title: 'Proveedores', icon: 'local-shipping' },
      writers: ['ADMIN'],
      // FNV-1a of 'abc'.
      fingerprint: '1a47e90b',
    });
    expect(checked.screen.menu).not.toHaveProperty('group');
    expect(checked.screen.schema.name).toBe('contabilidad/proveedores');
  });
});

describe('a broken file says why, in Spanish', () => {
  it('a misspelled column field, with the nearest declared field', () => {
    const checked = check(aulas((file) => { file.list.columns[1].field = 'plnta'; }));
    expect(checked).toMatchObject({ ok: false, file: 'aulas.json', route: '/administracion/aulas', title: 'Aulas' });
    expect(lines(checked)).toEqual([
      'aulas.json, $.list.columns[1].field: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "plnta". ¿Quería decir "planta"?',
    ]);
    expect(checked.ok || checked.problems[0]).toEqual({
      file: 'aulas.json',
      path: '$.list.columns[1].field',
      expected: 'un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta")',
      received: '"plnta"',
      suggestion: 'planta',
    });
  });

  it('an unknown key, with the nearest key the object admits', () => {
    expect(lines(check(aulas((file) => { file.list.titel = file.list.title; delete file.list.title; })))).toEqual([
      'aulas.json, $.list.title: se esperaba un texto; no llegó nada.',
      'aulas.json, $.list.titel: se esperaba una clave de las que admite este objeto ("title", "columns", "search", "sort", "exportName", "controls", "filters", "totalsLabel", "loadErrorTitle"); llegó "titel". ¿Quería decir "title"?',
    ]);
  });

  it('a value of the wrong type, and a name out of its set', () => {
    expect(lines(check(aulas((file) => { file.list.columns[2].total = true; file.menu.icon = 'meeting_room'; })))).toEqual([
      'aulas.json, $.menu.icon: se esperaba uno de: "school", "meeting-room", "local-shipping", "store", "people", "inventory", "build", "event", "description", "euro", "category", "place", "phone", "work", "star", "list", "apartment", "assignment", "business", "computer", "handshake", "local-library", "payments", "menu-book", "account-balance", "admin-panel-settings", "assessment", "badge", "calendar-month", "campaign"…; llegó "meeting_room". ¿Quería decir "meeting-room"?',
      'aulas.json, $.list.columns[2].total: se esperaba "sum"; llegó true.',
    ]);
  });

  it('a column of an unknown type', () => {
    expect(lines(check(aulas((file) => { file.list.columns[1].type = 'bagde'; })))).toEqual([
      'aulas.json, $.list.columns[1].type: se esperaba uno de: "text", "date", "dateTime", "number", "money", "check", "badge", "link"; llegó "bagde". ¿Quería decir "badge"?',
    ]);
  });

  it('an unknown format version, and no other judgement of that file', () => {
    expect(lines(check(aulas((file) => { file.version = 2; file.route = 7; })))).toEqual([
      'aulas.json, $.version: se esperaba una versión del formato que esta consola conoce (1); llegó 2.',
    ]);
  });

  it("a compiled screen's route, or one of its addresses: the compiled screen wins", () => {
    expect(lines(check(aulas((file) => { file.route = '/administracion/asignaturas'; })))).toEqual([
      'aulas.json, $.route: se esperaba una ruta libre: "/administracion/asignaturas" es de una pantalla compilada, que tiene preferencia; llegó "/administracion/asignaturas".',
    ]);
    expect(check(aulas((file) => { file.route = '/administracion/asignaturas/aulas'; })).ok).toBe(false);
    expect(check(aulas((file) => { file.route = '/administracion/aulas-nuevas'; })).ok).toBe(true);
  });

  it('a route outside the menu\'s areas', () => {
    expect(lines(check(aulas((file) => { file.route = '/Administracion/aulas'; })))).toEqual([
      'aulas.json, $.route: se esperaba una ruta bajo un área del menú (marketing, contabilidad, administracion, personal, clientes) en minúsculas, como /administracion/aulas; llegó "/Administracion/aulas".',
    ]);
  });

  it('not an object', () => {
    for (const [content, received] of [[null, 'null'], [[1, 2], '[1,2]'], ['aulas', '"aulas"'], [3, '3']] as const) {
      expect(lines(check(content))).toEqual([`aulas.json, $: se esperaba un objeto JSON { … } con la pantalla; llegó ${received}.`]);
    }
  });

  it('names it cannot find: sort, search, controls, the id and the calls of the dialogs', () => {
    expect(lines(check(aulas((file) => {
      file.list.sort.column = 'capacidd';
      file.list.search.push('plnta');
      file.calls.list.query.centro.control = 'academia';
      file.calls.delete.query.id.field = 'nombre';
      delete file.calls.update;
    })))).toEqual([
      'aulas.json, $.list.search[2]: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "plnta". ¿Quería decir "planta"?',
      'aulas.json, $.list.sort.column: se esperaba la clave de una columna ("nombre", "planta", "capacidad", "accesible", "alta"); llegó "capacidd". ¿Quería decir "capacidad"?',
      'aulas.json, $.calls.list.query.centro.control: se esperaba un control o filtro de la lista ("centro"); llegó "academia".',
      'aulas.json, $.calls.delete.query.id.field: se esperaba el campo que identifica el registro ("idField": "id"), lo único que conocen "one" y "delete"; llegó "nombre". ¿Quería decir "id"?',
      'aulas.json, $.calls.update: se esperaba la llamada "update", que usa "edit"; no llegó nada.',
    ]);
  });

  it("a control named as a parameter of the list's view, or twice", () => {
    expect(lines(check(aulas((file) => {
      file.list.controls[0].name = 'pagina';
      file.calls.list.query.centro.control = 'pagina';
      file.list.filters = [{ name: 'pagina', label: 'Planta', choices: [{ id: 'Baja', name: 'Baja' }], allLabel: 'Ver todo' }];
    })))).toEqual([
      'aulas.json, $.list.controls[0].name: se esperaba un nombre que no sea de la vista de la lista ("buscar", "orden", "sentido", "pagina", "filas"); llegó "pagina".',
      'aulas.json, $.list.filters[0].name: se esperaba un nombre que no sea de la vista de la lista ("buscar", "orden", "sentido", "pagina", "filas"); llegó "pagina".',
      'aulas.json, $.calls.list.query.centro.control: se esperaba un control o filtro de la lista (no hay ninguno); llegó "pagina".',
    ]);
    expect(lines(check(aulas((file) => {
      file.list.filters = [{ name: 'centro', label: 'Planta', choices: [{ id: 'Baja', name: 'Baja' }], allLabel: 'Ver todo' }];
    })))).toEqual(['aulas.json, $.list.filters[0].name: se esperaba un nombre de control o filtro que no se repita; llegó "centro".']);
  });

  it('a column of numbers that reads text, a link to a field not declared, a bad pattern', () => {
    expect(lines(check(aulas((file) => {
      file.list.columns[2].field = 'centro';
      file.list.columns.push({ type: 'link', field: 'nombre', key: 'ficha', label: 'Ficha', href: 'https://aulas.example.org/{centro}/{nombe}' });
      file.create.fields[0].pattern = { regex: '[a-', message: 'Solo letras' };
    })))).toEqual([
      'aulas.json, $.list.columns[2].field: se esperaba un campo de "fields" de tipo number o money ("id", "capacidad"); llegó "centro".',
      'aulas.json, $.list.columns[5].href: se esperaba partes {campo} de campos declarados en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "{nombe}". ¿Quería decir "nombre"?',
      'aulas.json, $.create.fields[0].pattern.regex: se esperaba una expresión regular válida; llegó "[a-".',
    ]);
  });

  it('names offered when there are none: a file whose answer declares no field of the kind, or no field at all', () => {
    expect(lines(check(aulas((file) => {
      file.fields.capacidad.kind = 'text';
      file.fields.id.kind = 'text';
    })))).toEqual([
      'aulas.json, $.list.columns[2].field: se esperaba un campo de "fields" de tipo number o money (no hay ninguno); llegó "capacidad".',
    ]);
    expect(lines(check(aulas((file) => {
      file.fields = {};
      delete file.idField;
      file.list.search = [];
      file.list.columns = [file.list.columns[0]];
      file.list.sort.column = 'nombre';
      delete file.calls.one;
      delete file.calls.update;
      delete file.calls.delete;
      delete file.edit;
      delete file.delete;
      delete file.create;
      delete file.calls.create;
    }))).slice(0, 1)).toEqual([
      'aulas.json, $.list.columns[0].field: se esperaba un campo declarado en "fields" (no hay ninguno); llegó "nombre".',
    ]);
  });

  it('a link template that would open anything but http(s) or a path of the console', () => {
    for (const href of ['javascript:alert(1)', '//otro.example.org/{id}', 'mailto:{nombre}', 'https://{centro}.example.org']) {
      const checked = check(aulas((file) => { file.list.columns.push({ type: 'link', field: 'nombre', key: 'ficha', label: 'Ficha', href }); }));
      expect(lines(checked), href).toEqual([
        `aulas.json, $.list.columns[5].href: se esperaba una dirección https://…, http://… o /… con partes {campo}; llegó ${JSON.stringify(href)}.`,
      ]);
    }
  });
});

describe('the index', () => {
  it('lists file names of the folder, each once, never itself', () => {
    expect(checkScreenIndex({ pantallas: ['a.json', '../b.json', 'a.json', 'index.json'] })).toEqual({
      ok: false,
      problems: [{ file: 'index.json', path: '$.pantallas[1]', expected: 'un nombre de archivo .json de la misma carpeta, como aulas.json', received: '"../b.json"' }],
    });
    expect(checkScreenIndex({ pantallas: ['a.json', 'a.json', 'index.json'] })).toMatchObject({
      ok: false,
      problems: [
        { path: '$.pantallas[1]', expected: 'un archivo que la lista no tenga ya' },
        { path: '$.pantallas[2]', expected: 'el archivo de una pantalla, no el propio índice' },
      ],
    });
    expect(checkScreenIndex({ pantalas: [] })).toMatchObject({ ok: false, problems: [{ path: '$.pantallas' }, { path: '$.pantalas', suggestion: 'pantallas' }] });
    expect(checkScreenIndex([])).toMatchObject({ ok: false, problems: [{ path: '$', received: '[]' }] });
  });
});
