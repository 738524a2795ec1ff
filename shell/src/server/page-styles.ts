import type { RemoteManifestEntry } from '@hearth/shared/federation-contract';

/** A remote's route-chunks.json (its browser build's files by page, shared/tooling/route-chunks-plugin.cjs). */
interface RouteChunks {
  routes?: { css?: string[] };
  pages?: { path: string; css?: string[] }[];
  exposes?: Record<string, { css?: string[] }>;
}

const chunkFiles = new Map<string, Promise<RouteChunks | null>>();

/** route-chunks.json beside a remote's browser entry, fetched through the gateway once per entry URL. */
function routeChunks(entry: string): Promise<RouteChunks | null> {
  let files = chunkFiles.get(entry);
  if (!files) {
    files = fetch(new URL('route-chunks.json', entry), { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? (r.json() as Promise<RouteChunks>) : null))
      .catch(() => null);
    chunkFiles.set(entry, files);
  }
  return files;
}

/**
 * The stylesheets of the owner's page, as the browser would load them with its chunks (`./routes` and the page):
 * linked in the head, the server's markup is styled at first paint. Paths are root-relative when the entry is on
 * the page's own gateway, so the markup names the same URLs as the browser.
 */
export async function remotePageStyles(
  remote: RemoteManifestEntry | undefined,
  routePattern: string | null,
  gateway: string,
): Promise<string[]> {
  if (!remote) return [];
  const chunks = await routeChunks(remote.entry);
  if (!chunks) return [];
  const page = chunks.pages?.find((p) => p.path === routePattern);
  return urlsOf(remote, [...(chunks.routes?.css ?? []), ...(page?.css ?? [])], gateway);
}

/** A remote's files as the markup names them: root-relative on the page's own gateway, as the browser names them. */
function urlsOf(remote: RemoteManifestEntry, files: string[], gateway: string): string[] {
  const base = new URL('.', remote.entry);
  return files.map((file) => {
    const url = new URL(file, base);
    return url.origin === gateway ? `${url.pathname}` : url.href;
  });
}

/**
 * The stylesheets of the remote widgets the server rendered (their exposes' files in route-chunks.json): linked in
 * the head, the widgets are styled at first paint, and nothing moves when the browser loads their chunks.
 */
export async function widgetStyles(
  remotes: readonly RemoteManifestEntry[],
  widgets: readonly string[],
  gateway: string,
): Promise<string[]> {
  const lists = await Promise.all(
    widgets.map(async (id) => {
      const [name, widget] = id.split('/');
      const remote = remotes.find((r) => r.name === name);
      const chunks = remote ? await routeChunks(remote.entry) : null;
      return remote && chunks ? urlsOf(remote, chunks.exposes?.[`./${widget}`]?.css ?? [], gateway) : [];
    }),
  );
  return [...new Set(lists.flat())];
}

/** The shell's own start-up stylesheets: those its index.html preloads. */
export function shellStyles(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="preload" href="([^"]+\.css)" as="style"/g)].map((m) => m[1]!);
}

/**
 * The stylesheets of the shell's own lazy chunks a page was rendered with (`page-home`, `home-<template>`), from the
 * chunk list the build writes into index.html (`<meta name="hearth-chunk-groups">`, ADR 0015). Linked in the head,
 * the page does not move when the browser loads those chunks (the home's own margins came with its chunk: CLS).
 */
export function shellChunkStyles(indexHtml: string, groups: readonly string[]): string[] {
  const meta = /<meta name="hearth-chunk-groups" content="([^"]*)"/.exec(indexHtml)?.[1];
  if (!meta || !groups.length) return [];
  let files: Record<string, string[]>;
  try {
    files = JSON.parse(meta.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, string[]>;
  } catch {
    return [];
  }
  return groups.flatMap((group) => (files[group] ?? []).filter((file) => file.endsWith('.css')));
}
