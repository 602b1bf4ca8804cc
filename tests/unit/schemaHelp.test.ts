// The editor's help from the format's schema (issue 42): the keys an object may have, the values
// a name from a fixed set may take, each key's description, as the administrator types.
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import screenSchema from '../../docs/screen.schema.json';
import { descriptionAt, keysAt, schemaCompletion, valuesAt, type SchemaNode } from '../../src/screenFile/editor/schemaHelp';

const SCHEMA = screenSchema as unknown as SchemaNode;

/** The completion at the `|` of `text`, asked for as Ctrl+Space does. */
function completeAt(text: string): { result: CompletionResult | null; typed: string } {
  const pos = text.indexOf('|');
  const doc = text.replace('|', '');
  const result = schemaCompletion(SCHEMA)(new CompletionContext(EditorState.create({ doc }), pos, true));
  return { result, typed: result ? doc.slice(result.from, result.to) : '' };
}
const labels = (result: CompletionResult | null) => result?.options.map((option) => option.label) ?? [];

describe('keysAt, valuesAt, descriptionAt', () => {
  it('knows the keys of the file, the required ones first', () => {
    const keys = keysAt(SCHEMA, [], {}).map(({ key, required }) => `${key}${required ? '*' : ''}`);
    expect(keys.slice(0, 6)).toEqual(['version*', 'route*', 'menu*', 'readPolicy*', 'calls*', 'list*']);
    expect(keys).toContain('idField');
  });

  it('narrows a column to the keys of its type', () => {
    const money = keysAt(SCHEMA, ['list', 'columns', 0], { list: { columns: [{ type: 'money' }] } }).map(({ key }) => key);
    expect(money).toContain('signColour');
    expect(money).not.toContain('badges');
  });

  it('offers the names of a fixed set', () => {
    expect(valuesAt(SCHEMA, ['readPolicy'], {})).toEqual(['cached', 'fresh']);
    expect(valuesAt(SCHEMA, ['menu', 'icon'], {})).toContain('meeting-room');
    expect(valuesAt(SCHEMA, ['fields', 'nombre', 'kind'], {})).toEqual(['code', 'text', 'number', 'money', 'day', 'dateTime', 'time', 'boolean']);
    expect(valuesAt(SCHEMA, ['list', 'columns', 0, 'sortable'], { list: { columns: [{ type: 'text' }] } })).toEqual([true, false]);
  });

  it('gives a key its Spanish description', () => {
    expect(descriptionAt(SCHEMA, ['route'], {})).toBe('La dirección de la pantalla, bajo un área del menú: /administracion/aulas.');
  });
});

describe('schemaCompletion', () => {
  it('offers the keys an object lacks, written with their quotes and colon', () => {
    const { result, typed } = completeAt('{ "version": 1, "menu": { "title": "Aulas", "ic|" } }');
    expect(typed).toBe('"ic"');
    expect(labels(result)).toEqual(['icon', 'group', 'before']);
    expect(result?.options[0].apply).toBe('"icon": ');
  });

  it('leaves the colon that follows', () => {
    const { result } = completeAt('{ "menu": { "ti|": "Aulas" } }');
    expect(result?.options.find((option) => option.label === 'title')?.apply).toBe('"title"');
  });

  it('adds the colon when none follows', () => {
    const { result } = completeAt('{ "version": 1, | }');
    expect(labels(result)).not.toContain('version');
    expect(result?.options.find((option) => option.label === 'route')?.apply).toBe('"route": ');
  });

  it('offers the values of a fixed set where a value goes', () => {
    const { result, typed } = completeAt('{ "menu": { "icon": "sch|" } }');
    expect(typed).toBe('"sch"');
    expect(labels(result)).toContain('"school"');
  });

  it('offers the distinguishing names of a list of alternatives while one is being typed', () => {
    const { result } = completeAt('{ "list": { "columns": [{ "type": "mo|", "field": "x" }] } }');
    expect(labels(result)).toEqual(['"text"', '"date"', '"dateTime"', '"number"', '"money"', '"check"', '"badge"', '"link"']);
  });

  it('offers nothing for a free text', () => {
    expect(completeAt('{ "route": "/adm|" }').result).toBeNull();
  });
});
