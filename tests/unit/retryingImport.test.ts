// A lazy chunk lost to a network blip (src/common/retryingImport.ts): the browsers' errors name
// the module, and only a module that failed before is asked for again under a new address.
import { describe, expect, it } from 'vitest';
import { failedModuleOf, retryingImport } from '../../src/common/retryingImport';

const CHUNK = 'http://127.0.0.1:4173/assets/personal-declarations-Ca6vqDQI.js';

describe('failedModuleOf', () => {
  it("reads the module's address from Chromium's and Firefox's errors", () => {
    expect(failedModuleOf(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleOf(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleOf(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?reintento=2`))).toBe(CHUNK);
  });

  it('finds none in an error that names no module (Safari), or in what is not an error', () => {
    expect(failedModuleOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleOf(new Error('No se ha podido conectar con el servidor'))).toBeUndefined();
    expect(failedModuleOf(CHUNK)).toBeUndefined();
  });
});

describe('retryingImport', () => {
  it('gives what the import gives', async () => {
    await expect(retryingImport(async () => ({ Page: 'página' }))).resolves.toEqual({ Page: 'página' });
  });

  it("tells a module's first failure as it is, and any error that names no module every time", async () => {
    const lost = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK.replace('Ca6vqDQI', 'primera')}`);
    await expect(retryingImport(() => Promise.reject(lost))).rejects.toBe(lost);
    const unnamed = new TypeError('Importing a module script failed.');
    await expect(retryingImport(() => Promise.reject(unnamed))).rejects.toBe(unnamed);
    await expect(retryingImport(() => Promise.reject(unnamed))).rejects.toBe(unnamed);
  });
});
