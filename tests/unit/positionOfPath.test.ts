// The place in the editor's text of a checker's JSON path (issue 42): the problems are shown
// beside what they concern.
import { describe, expect, it } from 'vitest';
import { firstSyntaxError, pathSegments, positionOfPath } from '../../src/screenFile/editor/positionOfPath';

const TEXT = `{
  "route": "/administracion/aulas",
  "list": {
    "columns": [
      { "type": "text", "field": "nombre", "label": "Nombre" },
      { "type": "number", "field": "plazas", "label": "Plazas" },
      { "type": "text", "field": "nombr", "label": "Otro" }
    ]
  },
  "fields": { "dos palabras": { "kind": "text", "use": "shown" } }
}`;

/** The text a range covers. */
const at = (path: string, text = TEXT) => {
  const { from, to } = positionOfPath(text, path);
  return text.slice(from, to);
};

describe('pathSegments', () => {
  it('reads keys, indices and quoted keys', () => {
    expect(pathSegments('$.list.columns[2].field')).toEqual(['list', 'columns', 2, 'field']);
    expect(pathSegments('$.fields["dos palabras"].kind')).toEqual(['fields', 'dos palabras', 'kind']);
    expect(pathSegments('$')).toEqual([]);
  });

  it('is undefined for what is not a JSON path', () => {
    expect(pathSegments('list.columns')).toBeUndefined();
    expect(pathSegments('$.list[')).toBeUndefined();
  });
});

describe('positionOfPath', () => {
  it('covers a plain value, quotes included', () => {
    expect(at('$.list.columns[2].field')).toBe('"nombr"');
    expect(at('$.route')).toBe('"/administracion/aulas"');
  });

  it('marks an object or an array by its key', () => {
    expect(at('$.list.columns')).toBe('"columns"');
    expect(at('$.fields["dos palabras"]')).toBe('"dos palabras"');
  });

  it('marks an object of a list by its opening brace', () => {
    const { from, to } = positionOfPath(TEXT, '$.list.columns[1]');
    expect(TEXT.slice(from, from + 25)).toBe('{ "type": "number", "fiel');
    expect(to - from).toBe(1);
  });

  it('shows a missing key at the nearest enclosing value', () => {
    expect(at('$.list.totalsLabel')).toBe('"list"');
    expect(at('$.list.columns[7].field')).toBe('"columns"');
  });

  it('falls back to the start of the document', () => {
    expect(positionOfPath(TEXT, '$')).toEqual({ from: 0, to: 0 });
    expect(positionOfPath(TEXT, '$.menu.title')).toEqual({ from: 0, to: 0 });
    expect(positionOfPath(TEXT, 'nonsense')).toEqual({ from: 0, to: 0 });
    expect(positionOfPath('', '$.route')).toEqual({ from: 0, to: 0 });
  });

  it('still finds a value before a syntax error further on', () => {
    expect(at('$.route', '{ "route": "/clientes/x", "list": { ')).toBe('"/clientes/x"');
  });
});

describe('firstSyntaxError', () => {
  it('is where the text stops being JSON', () => {
    const text = '{\n  "route": "/clientes/x"\n  "list": {}\n}';
    expect(firstSyntaxError(text)).toBe(text.indexOf('"list"'));
  });

  it('counts a trailing comma and a comment, which JSON.parse refuses', () => {
    expect(firstSyntaxError('{ "a": 1, }')).toBe(10);
    expect(firstSyntaxError('{ // no\n "a": 1 }')).toBe(2);
  });

  it('is undefined for JSON', () => {
    expect(firstSyntaxError(TEXT)).toBeUndefined();
  });
});
