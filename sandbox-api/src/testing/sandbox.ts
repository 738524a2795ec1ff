import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { CONTRACT_DROPPED_HOOK, type ContractDroppedItem } from '@hearth/shared/contracts/common';
import { createApp, type CreateAppOptions } from '../app';
import { openDb, type Db } from '../db/open-db';
import { copySeededTemplate } from './seeded-template';

/** Test helpers: a sandbox app over a fresh PGlite database in a temporary folder. */
export const TEST_ORIGIN = 'http://sandbox.test:4999';

export interface TestSandbox {
  dir: string;
  db: Db;
  app: ReturnType<typeof createApp>;
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; res: Response }>;
  post(path: string, json: unknown): Promise<{ status: number; body: unknown; res: Response }>;
  close(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'hearth-sandbox-'));
}

/** A new temporary folder holding a copy of the run's seeded database (./seeded-template; empty without one). */
export async function seededDataDir(): Promise<string> {
  const dir = tempDataDir();
  await copySeededTemplate(dir);
  return dir;
}

/** A test sandbox: its control routes on (tests use them), the rest as `options` say. */
export async function startSandbox(
  dir = tempDataDir(),
  options: CreateAppOptions = {},
): Promise<TestSandbox> {
  const db = await openDb(dir);
  const app = createApp(db, { publicUrl: TEST_ORIGIN, control: true, ...options });
  const read = async (res: Response) => ({
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? await res.json() : undefined,
    res,
  });
  return {
    dir,
    db,
    app,
    get: async (path, headers = {}) => read(await app.request(path, { headers })),
    post: async (path, json) =>
      read(
        await app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: typeof json === 'string' ? json : JSON.stringify(json),
        }),
      ),
    close: async () => {
      await db.close();
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

type OkOf<T> = Extract<T, { code: 200 } | { errorCode: 200 }>;

/**
 * Parses with a response schema while recording what its tolerant lists drop. The sandbox must answer with valid
 * items only: a dropped item is a contract violation of the sandbox, even though a client would survive it.
 */
function strictSafeParse<S extends v.GenericSchema>(schema: S, body: unknown) {
  const global = globalThis as Record<symbol, unknown>;
  const previous = global[CONTRACT_DROPPED_HOOK];
  const drops: ContractDroppedItem[] = [];
  global[CONTRACT_DROPPED_HOOK] = (report: ContractDroppedItem) => drops.push(report);
  try {
    const result = v.safeParse(schema, body);
    if (drops.length > 0)
      throw new Error(
        `contract violation: list items dropped ${JSON.stringify(drops)}\nbody: ${JSON.stringify(body).slice(0, 800)}`,
      );
    return result;
  } finally {
    if (previous === undefined) delete global[CONTRACT_DROPPED_HOOK];
    else global[CONTRACT_DROPPED_HOOK] = previous;
  }
}

/**
 * Validates `body` with a response schema and asserts the OK branch; returns the typed OK body. Fails when a
 * tolerant list of the schema had to drop an item.
 */
export function parseOk<S extends v.GenericSchema>(schema: S, body: unknown): OkOf<v.InferOutput<S>> {
  const result = strictSafeParse(schema, body);
  if (!result.success) {
    throw new Error(
      `contract violation: ${JSON.stringify(v.flatten(result.issues))}\nbody: ${JSON.stringify(body).slice(0, 800)}`,
    );
  }
  const out = result.output as { code?: number; errorCode?: number };
  if (out.code !== 200 && out.errorCode !== 200)
    throw new Error(`expected an OK envelope, got ${JSON.stringify(body)}`);
  return result.output as OkOf<v.InferOutput<S>>;
}

/** Validates `body` with a response schema and asserts the failure branch with `code`. */
export function parseFail<S extends v.GenericSchema>(schema: S, body: unknown, code: number): void {
  const result = strictSafeParse(schema, body);
  if (!result.success) throw new Error(`contract violation: ${JSON.stringify(v.flatten(result.issues))}`);
  const out = result.output as { code?: number; errorCode?: number };
  if ((out.code ?? out.errorCode) !== code)
    throw new Error(`expected code ${code}, got ${JSON.stringify(body)}`);
}

/**
 * A sandbox on a temporary database (a copy of the run's seeded template) for the whole test file: registers the
 * beforeAll/afterAll hooks and returns an accessor (`const sb = withTestSandbox(); … sb().get(…)`).
 */
export function withTestSandbox(): () => TestSandbox {
  jest.setTimeout(60_000);
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox(await seededDataDir());
  });
  afterAll(async () => {
    if (!sandbox) return;
    await sandbox.close();
    removeDir(sandbox.dir);
  });
  return () => {
    if (!sandbox) throw new Error('the test sandbox is not started');
    return sandbox;
  };
}
