/** @jest-environment node */
import { pagedList, type ListPage } from './paged-list';

/** A list of `total` pages of `size` items, answered after `delayMs` (page n: items `n.1` … `n.size`). */
function backend(total: number, size = 2, delayMs = 0, failing: number[] = []) {
  const asked: { pageNum: number; timeoutMs: number }[] = [];
  const fetchPage = (pageNum: number, signal: AbortSignal, timeoutMs: number) => {
    asked.push({ pageNum, timeoutMs });
    return new Promise<ListPage<string>>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (failing.includes(pageNum)) reject(new Error(`page ${pageNum} failed`));
        else
          resolve({ items: Array.from({ length: size }, (_, i) => `${pageNum}.${i + 1}`), totalPage: total });
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  };
  return { asked, fetchPage };
}

const later = (ms: number) => Date.now() + ms;

describe('paging through a list for the sitemap', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads every page, in order, each request bounded by the budget', async () => {
    const { asked, fetchPage } = backend(5);
    const list = await pagedList(fetchPage, { maxPages: 10, requestMs: 300, deadline: later(5000) });
    expect(list).toEqual({
      items: ['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '4.1', '4.2', '5.1', '5.2'],
      failed: false,
      capped: false,
    });
    expect(asked.map((a) => a.pageNum).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const a of asked) expect(a.timeoutMs).toBeLessThanOrEqual(300);
  });

  it('stops at the cap and says so', async () => {
    const { asked, fetchPage } = backend(50);
    const list = await pagedList(fetchPage, { maxPages: 3, requestMs: 300, deadline: later(5000) });
    expect(list.items).toHaveLength(6);
    expect(list).toMatchObject({ capped: true, failed: false });
    expect(asked).toHaveLength(3);
  });

  it('keeps the pages that came in when a later one fails; nothing when the first does', async () => {
    const some = await pagedList(backend(3, 1, 0, [2]).fetchPage, {
      maxPages: 10,
      requestMs: 300,
      deadline: later(5000),
    });
    expect(some).toEqual({ items: ['1.1', '3.1'], failed: true, capped: false });
    const none = await pagedList(backend(3, 1, 0, [1]).fetchPage, {
      maxPages: 10,
      requestMs: 300,
      deadline: later(5000),
    });
    expect(none).toEqual({ items: [], failed: true, capped: false });
  });

  it('settles at the deadline even when a request ignores its abort signal', async () => {
    const never = () => new Promise<ListPage<string>>(() => undefined);
    const started = Date.now();
    const list = await pagedList(never, { maxPages: 5, requestMs: 300, deadline: later(80) });
    expect(list).toEqual({ items: [], failed: true, capped: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('stops at the deadline: requests under way abort, none starts after it', async () => {
    const { asked, fetchPage } = backend(100, 1, 30);
    const list = await pagedList(fetchPage, {
      maxPages: 100,
      requestMs: 300,
      deadline: later(100),
      concurrency: 1,
    });
    expect(list.failed).toBe(true);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThan(100);
    expect(asked.length).toBeLessThan(100);
  });
});
