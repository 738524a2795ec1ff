// Page-wide (the singleton's): a script the shell loaded is not loaded again for a remote.
const loading = new Map<string, Promise<void>>();

/** The absolute http(s) URL of `raw` (resolved against the page), else null: other schemes never load. */
function httpScriptUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim(), window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Loads a script by URL once (later calls share the promise); http(s) URLs only. A failed load is forgotten, so a
 * later call tries again.
 */
export function loadScript(url: string): Promise<void> {
  const src = url ? httpScriptUrl(url) : null;
  if (!src) return Promise.reject(new Error(`refused script URL: ${url}`));
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
