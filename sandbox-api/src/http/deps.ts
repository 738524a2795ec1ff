import type { Hono } from 'hono';
import type { Db } from '../db/open-db';

/**
 * What every route gets: the database and the public origin (read per request so it follows the deployment and,
 * behind a trusted proxy, the site the request came through; see ./public-url).
 */
export interface AppDeps {
  db: Db;
  publicUrl: () => string;
}

export type App = Hono;

/** Absolute URL of a file served under /files (`path` without leading slash). */
export function fileUrl(deps: AppDeps, path: string): string {
  return `${deps.publicUrl()}/files/${path}`;
}
