// Paging through one of the spec's list calls for the sitemap (ADR 0040), bounded three ways: a page cap (the list
// is cut there), a per-request bound and a deadline for the whole list (past it, what came in is kept).

/** One page of a list: its items and the number of pages the backend says there are. */
export interface ListPage<T> {
  items: T[];
  totalPage: number;
}

/** How one page is asked for: the page number, an abort signal and the request's own time bound (ms). */
export type PageFetcher<T> = (
  pageNum: number,
  signal: AbortSignal,
  timeoutMs: number,
) => Promise<ListPage<T>>;

export interface PagingBounds {
  /** The last page asked for (the list is cut there: the cap). */
  maxPages: number;
  /** Each request's bound, in ms (the server's budget). */
  requestMs: number;
  /** When the whole list must be in (`Date.now()` clock): past it no request starts and those under way abort. */
  deadline: number;
  /** Requests under way at once after the first page (default 4). */
  concurrency?: number;
}

export interface PagedList<T> {
  items: T[];
  /** Some page failed or was not asked for in time: the list is incomplete. */
  failed: boolean;
  /** The backend has more pages than the cap. */
  capped: boolean;
}

/** `work`, or the signal's reason once it aborts: settles by the abort even if `work` never does. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Page 1, then pages 2 … min(totalPage, maxPages), `concurrency` at a time; items in page order. A failed first
 * page gives no items; a later failure, or the deadline, keeps the pages that came in (`failed`).
 */
export async function pagedList<T>(fetchPage: PageFetcher<T>, bounds: PagingBounds): Promise<PagedList<T>> {
  const controller = new AbortController();
  const left = () => bounds.deadline - Date.now();
  const timer = setTimeout(() => controller.abort(new Error('sitemap: deadline')), Math.max(0, left()));
  const ask = (pageNum: number): Promise<ListPage<T>> => {
    const ms = Math.min(bounds.requestMs, left());
    if (ms <= 0 || controller.signal.aborted) return Promise.reject(new Error('sitemap: deadline'));
    // Settled by the deadline whatever the request does (the renderer's queue waits for this list).
    return untilAborted(fetchPage(pageNum, controller.signal, ms), controller.signal);
  };
  try {
    let first: ListPage<T>;
    try {
      first = await ask(1);
    } catch (error) {
      console.error('[server] sitemap list not read:', error);
      return { items: [], failed: true, capped: false };
    }
    const last = Math.min(Math.max(1, first.totalPage), bounds.maxPages);
    const pages: (T[] | null)[] = [first.items];
    let next = 2;
    const worker = async () => {
      while (next <= last) {
        const pageNum = next++;
        pages[pageNum - 1] = await ask(pageNum).then(
          (page) => page.items,
          (error: unknown) => {
            console.error(`[server] sitemap list page ${pageNum} not read:`, error);
            return null;
          },
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, bounds.concurrency ?? 4) }, worker));
    return {
      items: pages.flatMap((items) => items ?? []),
      failed: pages.some((items) => items === null),
      capped: first.totalPage > bounds.maxPages,
    };
  } finally {
    clearTimeout(timer);
  }
}
