import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_DEFAULT_READS, CACHED_READS } from '../../src/dataProvider/readPolicy';
import { createSourceCatalogue } from '../../src/dataProvider/sourceCatalogue';
import { declaredArea } from '../../src/declaration/declaredArea';
import type { DataSource, ResourceSchema } from '../../src/declaration/types';
import { testCall } from '../support/contract';

const source = (name: string): DataSource => ({ name, readPolicy: LIBRARY_DEFAULT_READS, endpoints: { list: { call: testCall(`/api/${name}`) } } });
const choices = source('area/uno/opciones');
const schema = (name: string, withChoices = false): ResourceSchema =>
  ({
    name,
    readPolicy: CACHED_READS,
    endpoints: { list: { path: `/api/${name}` } },
    list: { title: name, columns: [], controls: withChoices ? [{ kind: 'choice', source: 'opcion', label: 'Opción', from: choices }] : [] },
  }) as unknown as ResourceSchema;

function setUp() {
  const importModule = vi.fn(async () => ({ schemas: [schema('area/uno', true), schema('area/dos')] }));
  const area = declaredArea(importModule);
  const catalogue = createSourceCatalogue({
    sources: [source('paginas/una')],
    declared: [
      { name: 'area/uno', area },
      { name: 'area/dos', area },
    ],
  });
  return { catalogue, importModule };
}

describe('createSourceCatalogue', () => {
  it('answers the sources given without loading any area', async () => {
    const { catalogue, importModule } = setUp();
    expect((await catalogue.sourceOf('paginas/una')).name).toBe('paginas/una');
    expect(importModule).not.toHaveBeenCalled();
  });

  it("loads a declared resource's area on its first call, once, with its choice controls' calls", async () => {
    const { catalogue, importModule } = setUp();
    const [uno, dos] = await Promise.all([catalogue.sourceOf('area/uno'), catalogue.sourceOf('area/dos')]);
    expect([uno.name, dos.name]).toEqual(['area/uno', 'area/dos']);
    expect((await catalogue.sourceOf('area/uno/opciones')).name).toBe('area/uno/opciones');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("knows a source's read policy once its area is loaded, and no policy of a name nobody declared", async () => {
    const { catalogue } = setUp();
    expect(catalogue.policyOf('paginas/una')).toEqual({ staleTime: 0, refetchOnWindowFocus: true, retries: 3 });
    expect(catalogue.policyOf('area/dos')).toBeUndefined();
    await catalogue.sourceOf('area/uno');
    expect(catalogue.policyOf('area/dos')).toEqual({ staleTime: 300000, refetchOnWindowFocus: false, retries: 1 });
    expect(catalogue.policyOf('area/uno/opciones')).toEqual({ staleTime: 0, refetchOnWindowFocus: true, retries: 3 });
    expect(catalogue.policyOf('otra/cosa')).toBeUndefined();
  });

  it("loads the area of a source named under a declared resource's name (a choice control's call) on that call", async () => {
    const { catalogue, importModule } = setUp();
    expect((await catalogue.sourceOf('area/uno/opciones')).name).toBe('area/uno/opciones');
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('refuses a name nobody declared, in Spanish', async () => {
    const { catalogue } = setUp();
    await expect(catalogue.sourceOf('otra/cosa')).rejects.toThrow('Recurso desconocido: otra/cosa');
    await expect(catalogue.sourceOf('area/unos')).rejects.toThrow('Recurso desconocido: area/unos');
  });
});

describe('a bespoke area\'s lazy sources', () => {
  it('are loaded with the first call to one of their names, once', async () => {
    const funnel = source('marketing/feedback');
    const analysis = source('marketing/analisis');
    const load = vi.fn(async () => [funnel, analysis]);
    const catalogue = createSourceCatalogue({ lazy: [{ names: [funnel.name, analysis.name], load }] });
    expect(load).not.toHaveBeenCalled();

    expect(await catalogue.sourceOf('marketing/analisis')).toBe(analysis);
    expect(await catalogue.sourceOf('marketing/feedback')).toBe(funnel);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(catalogue.sourceOf('marketing/otra')).rejects.toThrow('Recurso desconocido: marketing/otra');
  });

  it("learns a configured screen's source with add, with its read policy, and never lets one take a name already known", async () => {
    const { catalogue, importModule } = setUp();
    const configured = { ...source('admin/aulas'), readPolicy: CACHED_READS };
    const [page, declared, under] = [source('paginas/una'), source('area/dos'), source('area/uno/otra')];
    catalogue.add([configured, page, declared, under]);
    expect(await catalogue.sourceOf('admin/aulas')).toBe(configured);
    expect(catalogue.policyOf('admin/aulas')).toEqual({ staleTime: 300000, refetchOnWindowFocus: false, retries: 1 });
    expect(importModule).not.toHaveBeenCalled();
    // The compiled area's own declarations answer for its names, and for names under them.
    expect(await catalogue.sourceOf('area/dos')).not.toBe(declared);
    expect((await catalogue.sourceOf('area/dos')).readPolicy).toBe(CACHED_READS);
    await expect(catalogue.sourceOf('area/uno/otra')).rejects.toThrow('Recurso desconocido: area/uno/otra');
    expect(await catalogue.sourceOf('paginas/una')).not.toBe(page);
  });
});
