import { pageWindow } from './page-window';
import { parsePageParam } from './use-page-param';

describe('pageWindow', () => {
  it('lists every page when few', () => expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]));
  it('collapses distant pages into gaps', () =>
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]));
  it('handles the edges', () => expect(pageWindow(1, 10)).toEqual([1, 2, 3, 'gap', 10]));
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('%p → %p', (raw, page) => expect(parsePageParam(raw)).toBe(page));
});
