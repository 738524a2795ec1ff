/**
 * Whether a page on `hostname` may take `?remote.<name>=` overrides: loopback (`localhost`, `127.x.x.x`, `[::1]`)
 * and `*.localhost` site hosts only, even in a build that allows overrides. Anywhere else a crafted link could
 * point a visitor's shell at a foreign remote, remembered in localStorage for every later visit (ADR 0020).
 */
export function isOverrideHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}
