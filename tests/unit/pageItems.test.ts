import { describe, expect, it } from 'vitest';
import { pageItems } from '../../src/common/table/pageItems';

describe('pageItems', () => {
  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps seven slots for more pages: the ends, the current page with its neighbours, and gaps', () => {
    expect(pageItems(1, 400)).toEqual([1, 2, 3, 4, 5, 'gap', 400]);
    expect(pageItems(4, 400)).toEqual([1, 2, 3, 4, 5, 'gap', 400]);
    expect(pageItems(5, 400)).toEqual([1, 'gap', 4, 5, 6, 'gap', 400]);
    expect(pageItems(396, 400)).toEqual([1, 'gap', 395, 396, 397, 'gap', 400]);
    expect(pageItems(397, 400)).toEqual([1, 'gap', 396, 397, 398, 399, 400]);
    expect(pageItems(400, 400)).toEqual([1, 'gap', 396, 397, 398, 399, 400]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });
});
