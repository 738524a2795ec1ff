// The routes `pnpm bench` measures (bench.mjs): every page (the shell's and one example per remote route
// definition), and the subset it also measures as a monolith (ADR 0013).

/** The monolith comparison's routes (issue 6): one page per remote, the shell's own pages. */
export const COMPARED = [
  '/listings',
  '/blogs',
  '/hybrid/coupon/marketing/list',
  '/hybrid/vendor/accounting/customer/SO0042',
  '/hybrid/marketing/watch?ltype=1',
  '/hybrid/success',
  '/not/found',
];

/**
 * The shell's examples the bench reports: the homes (default template, epic, www portal: one page, one example per
 * site kind), the success page and the 404; not the bridge panel (a development tool) nor the demo home.
 */
const SHELL_PAGES = ['home-default', 'home-epic', 'www-home', 'hybrid-success', 'not-found'];

/** A gates' entry as a bench route: a path on the default host (lily), else `//<host>.localhost<path>`. */
function benchRoute(route) {
  return route.host === 'lily' ? route.path : `//${route.host}.localhost${route.path}`;
}

/**
 * Every page: the shell's listed examples, and the first example of every remote route definition (the routes.json
 * each remote's build generates, ADR 0028), so a new remote page is benched without a change here.
 */
export async function benchRoutes() {
  const { BUILT_ROUTES } = await import('../tests/support/built-routes.mjs');
  const seen = new Set();
  const pages = BUILT_ROUTES.filter((r) => {
    const key = r.owner === 'shell' ? SHELL_PAGES.includes(r.id) && r.id : r.route;
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map(benchRoute);
  return [...new Set([...COMPARED, ...pages])];
}
