import type { DataProvider } from 'react-admin';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { loadAllSources } from '../../src/resources/registry';
import { describe, expect, it, vi } from 'vitest';
import { withEarlyList } from '../../src/dataProvider/earlyList';

const dataSources = await loadAllSources();

function setUp() {
  let calls = 0;
  const getList = vi.fn(async (resource: string) => ({ data: [{ id: (calls += 1), resource }], total: 1 }));
  const queryClient = createQueryClient(dataSources);
  const { dataProvider, askEarly } = withEarlyList({ getList } as unknown as DataProvider, queryClient);
  return { getList, dataProvider, askEarly, queryClient };
}

describe('withEarlyList', () => {
  it('gives the early call to the first call for the same list while it is on its way, and asks afresh after', async () => {
    const { getList, dataProvider, askEarly, queryClient } = setUp();
    askEarly('centros');
    expect(getList).toHaveBeenCalledTimes(1);
    expect((await dataProvider.getList('centros', { filter: {} })).data[0].id).toBe(1);
    expect(getList).toHaveBeenCalledTimes(1);
    expect((await dataProvider.getList('centros', { filter: {} })).data[0].id).toBe(2);
    // Taken by a call, the answer is that call's: nothing is put in the cache besides.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('puts an answer that came before any call in the cache, then forgets the early call', async () => {
    const { getList, dataProvider, askEarly, queryClient } = setUp();
    askEarly('centros');
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
    await dataProvider.getList('centros', { filter: {} });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it("keeps an answer that came before any call for the screen's call when the list's reads are stale at once", async () => {
    const { getList, dataProvider, askEarly, queryClient } = setUp();
    // The CRM's leads keep the library's default reads (spec 01 §9): stale as soon as they arrive.
    askEarly('marketing/crm', { mes: '11/2026', centro: 'GOYA' });
    // Awaited after the early call's own handling of the answer, which runs first.
    await getList.mock.results[0].value;
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect((await dataProvider.getList('marketing/crm', { filter: { mes: '11/2026', centro: 'GOYA' } })).data[0].id).toBe(1);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('asks afresh when the answer kept for the screen waited more than 10 s for it (the user went elsewhere first)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { getList, dataProvider, askEarly } = setUp();
      const filter = { mes: '11/2026', centro: 'GOYA' };
      askEarly('marketing/crm', filter);
      await getList.mock.results[0].value;
      vi.setSystemTime(Date.now() + 10_001);
      expect((await dataProvider.getList('marketing/crm', { filter })).data[0].id).toBe(2);
      expect(getList).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks afresh for other lists and filters meanwhile, and still gives the early call to its own list', async () => {
    const { getList, dataProvider, askEarly } = setUp();
    let answerEarly!: () => void;
    getList.mockImplementationOnce((resource) => new Promise((resolve) => (answerEarly = () => resolve({ data: [{ id: 0, resource }], total: 1 }))));
    askEarly('centros');
    await dataProvider.getList('usuarios', { filter: {} });
    await dataProvider.getList('centros', { filter: { provincia: 'Soria' } });
    const own = dataProvider.getList('centros', { filter: {} });
    answerEarly();
    expect((await own).data[0]).toEqual({ id: 0, resource: 'centros' });
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
