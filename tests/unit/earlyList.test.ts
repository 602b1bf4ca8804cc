import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { withEarlyList } from '../../src/dataProvider/earlyList';

function setUp() {
  let calls = 0;
  const getList = vi.fn(async (resource: string) => ({ data: [{ id: (calls += 1), resource }], total: 1 }));
  const { dataProvider, askEarly } = withEarlyList({ getList } as unknown as DataProvider);
  return { getList, dataProvider, askEarly };
}

describe('withEarlyList', () => {
  it("gives the early call's answer to the first call for the same list, and asks afresh after", async () => {
    const { getList, dataProvider, askEarly } = setUp();
    askEarly('centros');
    expect(getList).toHaveBeenCalledTimes(1);
    expect((await dataProvider.getList('centros', { filter: {} })).data[0].id).toBe(1);
    expect(getList).toHaveBeenCalledTimes(1);
    expect((await dataProvider.getList('centros', { filter: {} })).data[0].id).toBe(2);
  });

  it('asks afresh for another list or another filter, and then forgets the early call', async () => {
    const { getList, dataProvider, askEarly } = setUp();
    askEarly('centros');
    await dataProvider.getList('centros', { filter: { provincia: 'Soria' } });
    await dataProvider.getList('centros', { filter: {} });
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
