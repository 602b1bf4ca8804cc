// The pure parts of 'Pantallas configuradas' (issue 42): the rows of its list, the starting file
// of 'Nueva pantalla', the index downloaded with a file, and the fingerprint of a file left out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileNameOf, indexWith, routeOf } from '../../src/screens/administracion/pantallas-configuradas/publishing';
import { screenFileRows } from '../../src/screens/administracion/pantallas-configuradas/screenFileRows';
import { STARTING_FILE } from '../../src/screens/administracion/pantallas-configuradas/startingFile';
import { checkScreenText } from '../../src/screenFile/check';
import { checkFolder } from '../../src/screenFile/checkFolder';
import { screens } from '../../src/screens/registry';

const COMPILED = screens.map((screen) => screen.path);
const classrooms = readFileSync('src/demo/pantallas/aulas.json', 'utf8');

describe("'Nueva pantalla' starts from a file", () => {
  it('that the checker accepts, under a route no compiled screen has', () => {
    const checked = checkScreenText('nueva-pantalla.json', STARTING_FILE, { compiledRoutes: COMPILED });
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    expect(checked.ok && checked.screen.route).toBe('/administracion/nueva-pantalla');
  });

  it('named after the last part of its route', () => {
    expect(fileNameOf(routeOf(STARTING_FILE))).toBe('nueva-pantalla.json');
    expect(fileNameOf('/contabilidad/proveedores')).toBe('proveedores.json');
    expect(fileNameOf('/administracion/')).toBeUndefined();
    expect(fileNameOf(7)).toBeUndefined();
    expect(routeOf('{ "route": ')).toBeUndefined();
  });
});

describe('the index downloaded with a file', () => {
  it('adds a new file at the end, keeping the rest as served', () => {
    expect(JSON.parse(indexWith('{ "$schema": "./x.json", "pantallas": ["aulas.json"] }', 'nueva-pantalla.json'))).toEqual({
      $schema: './x.json',
      pantallas: ['aulas.json', 'nueva-pantalla.json'],
    });
  });

  it('leaves a listed file where it is', () => {
    expect(indexWith('{"pantallas":["aulas.json","proveedores.json"]}', 'aulas.json')).toBe('{\n  "pantallas": [\n    "aulas.json",\n    "proveedores.json"\n  ]\n}\n');
  });

  it('is a new index when the folder has none, or one that cannot be read', () => {
    expect(JSON.parse(indexWith(null, 'aulas.json'))).toEqual({ pantallas: ['aulas.json'] });
    expect(JSON.parse(indexWith('{"pantallas": 3}', 'aulas.json'))).toEqual({ pantallas: ['aulas.json'] });
  });

  it('passes `npm run screens:check` with the file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'pantallas-'));
    writeFileSync(path.join(folder, 'nueva-pantalla.json'), STARTING_FILE);
    writeFileSync(path.join(folder, 'index.json'), indexWith(null, 'nueva-pantalla.json'));
    expect(execFileSync('node', ['scripts/screensCheck.mjs', folder], { encoding: 'utf8' })).toBe(`${folder}: 1 pantalla, ningún problema.\n`);
  });
});

describe("the list's rows", () => {
  const broken = classrooms.replace('"route": "/administracion/aulas"', '"route": "/administracion/aulas-viejas"').replace('"field": "nombre", "label": "Nombre"', '"field": "nombr", "label": "Nombre"');
  const files: Record<string, string> = { 'aulas.json': classrooms, 'aulas-viejas.json': broken };
  const folder = () => checkFolder(JSON.stringify({ pantallas: ['aulas-viejas.json', 'aulas.json', 'falta.json'] }), async (file) => files[file] ?? null, COMPILED);

  it('are the screens shown, then the files left out, then the drafts of files the folder lacks', async () => {
    const rows = screenFileRows(await folder(), ['aulas.json', 'nueva', 'otra.json']);
    expect(rows.map(({ file, title, route, linked, served, draft, editable }) => ({ file, title, route, linked, served, draft, editable }))).toEqual([
      { file: 'aulas.json', title: 'Aulas', route: '/administracion/aulas', linked: true, served: true, draft: true, editable: true },
      { file: 'aulas-viejas.json', title: 'Aulas', route: '/administracion/aulas-viejas', linked: true, served: true, draft: false, editable: true },
      { file: 'falta.json', title: undefined, route: undefined, linked: false, served: true, draft: false, editable: true },
      { file: 'nueva', title: 'Nueva pantalla', route: undefined, linked: false, served: false, draft: true, editable: true },
      { file: 'otra.json', title: undefined, route: undefined, linked: false, served: false, draft: true, editable: true },
    ]);
  });

  it('carry the fingerprint of every file that was there, left out or not', async () => {
    const rows = screenFileRows(await folder(), []);
    expect(rows.map(({ fingerprint }) => fingerprint)).toEqual([expect.stringMatching(/^[0-9a-f]{8}$/), expect.stringMatching(/^[0-9a-f]{8}$/), undefined]);
    expect(rows[0].fingerprint).not.toBe(rows[1].fingerprint);
  });

  it('show an index that cannot be read, which the editor does not open', async () => {
    const rows = screenFileRows(await checkFolder('{"pantallas": 3}', async () => null, COMPILED), []);
    expect(rows).toMatchObject([{ file: 'index.json', editable: false, linked: false }]);
    expect(rows[0].problems).toHaveLength(1);
  });
});
