import type { RemoteManifestEntry } from '@hearth/shared/federation-contract';

/** A remote's route-chunks.json (its browser build's files by page, shared/tooling/route-chunks-plugin.cjs). */
interface RouteChunks {
  routes?: { css?: string[] };
  pages?: { path: string; css?: string[] }[];
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
  const base = new URL('.', remote.entry);
  const files = [...(chunks.routes?.css ?? []), ...(page?.css ?? [])];
  return files.map((file) => {
    const url = new URL(file, base);
    return url.origin === gateway ? `${url.pathname}` : url.href;
  });
}

/** The shell's own start-up stylesheets: those its index.html preloads. */
export function shellStyles(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="preload" href="([^"]+\.css)" as="style"/g)].map((m) => m[1]!);
}
