// `npm run screens:check <folder>` (issue 41): the console's checks, offline, on a good folder and
// on a bad one — each problem on its line as the console says it, a summary, and the exit status.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (folder: string) => spawnSync('node', ['scripts/screensCheck.mjs', folder], { encoding: 'utf8' });

// Each run starts Vite to load the checks and the registry: seconds on a busy machine.
const STARTS = 120_000;

describe('npm run screens:check', () => {
  it('says a good folder has no problem and exits 0', () => {
    const { status, stdout } = run('tests/fixtures/screens/good');
    expect(stdout).toBe('tests/fixtures/screens/good: 1 pantalla, ningún problema.\n');
    expect(status).toBe(0);
  }, STARTS);

  it("prints each problem of a bad folder, a compiled screen's route among them, and exits 1", () => {
    const { status, stdout } = run('tests/fixtures/screens/bad');
    expect(stdout.split('\n')).toEqual([
      'visitas.json, $.list.title: se esperaba un texto; no llegó nada.',
      'visitas.json, $.list.titel: se esperaba una clave de las que admite este objeto ("title", "columns", "search", "sort", "exportName", "controls", "filters", "totalsLabel", "loadErrorTitle"); llegó "titel". ¿Quería decir "title"?',
      'asignaturas.json, $.route: se esperaba una ruta libre: "/administracion/asignaturas" es de una pantalla compilada, que tiene preferencia; llegó "/administracion/asignaturas".',
      'roto.json, $: se esperaba un documento JSON; llegó un texto que no es JSON (línea 4, columna 3).',
      'falta.json, $: se esperaba el archivo, que no está en la carpeta; no llegó nada.',
      'tests/fixtures/screens/bad: 5 problemas en 4 archivos; 4 pantallas en el índice.',
      '',
    ]);
    expect(status).toBe(1);
  }, STARTS);

  it('says how to use it without a folder, and exits 2', () => {
    const { status, stderr } = spawnSync('node', ['scripts/screensCheck.mjs'], { encoding: 'utf8' });
    expect(stderr).toBe('uso: npm run screens:check <carpeta>   (la carpeta con index.json y las pantallas)\n');
    expect(status).toBe(2);
  });
});
