import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { App } from './deps';
import { errorBody, jsonBody, parseWith } from './respond';

/** Fault injection for end-to-end tests: make requests under a path prefix fail and/or slow down. */
export const FaultSchema = v.object({
  /** Path prefix, e.g. "/cmis/blogArticle". */
  path: v.pipe(v.string(), v.startsWith('/', 'path must start with /')),
  /** HTTP status to answer with (omit to only delay). */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
  /** How many requests it applies to (omit = until cleared). */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type Fault = v.InferOutput<typeof FaultSchema>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the active faults of one app instance. */
export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The first fault matching `path`, consuming one of its `times`. */
  take(path: string): Fault | undefined {
    const fault = this.faults.find((f) => path.startsWith(f.path));
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}

/** Applies faults to every request outside /__sandbox. */
export function faultMiddleware(store: FaultStore): MiddlewareHandler {
  return async (c: Context, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__sandbox')) return next();
    const fault = store.take(c.req.path);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.status !== undefined && fault.status !== 200) {
      return c.json(
        errorBody(c.req.path, fault.status, `Injected fault (${fault.status})`),
        fault.status as ContentfulStatusCode,
      );
    }
    return next();
  };
}

/** POST/GET/DELETE /__sandbox/faults and GET /__sandbox/health. */
export function mountSandboxControl(app: App, store: FaultStore): void {
  app.get('/__sandbox/health', (c) => c.json({ ok: true }));
  app.get('/__sandbox/faults', (c) => c.json({ ok: true, faults: store.list() }));
  app.post('/__sandbox/faults', async (c) => {
    const fault = parseWith(FaultSchema, await jsonBody(c));
    store.add(fault);
    return c.json({ ok: true, faults: store.list() });
  });
  app.delete('/__sandbox/faults', (c) => {
    store.clear();
    return c.json({ ok: true, faults: [] });
  });
}
