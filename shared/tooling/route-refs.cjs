/**
 * Route refs (ADR 0029): what a remote's route definitions give the links of other containers.
 * - `boundRoutesOf(routes)`: the remotes.json entry's `routes` (route id → path pattern), from the route list its
 *   build generates (`routes.json`): the table links are bound through at run time;
 * - `routeRefsSource(remote, routes)`: the text of the remote's `src/routes/refs.ts`, the TYPE of its linkable routes
 *   (ids, path patterns, query keys, hashes) that another container may `import type` (and nothing else of it).
 */

/** @param {Array<{ id: string, path: string }>} routes */
function boundRoutesOf(routes) {
  return Object.fromEntries(routes.map((route) => [route.id, route.path]));
}

/** `remote-content` → `ContentRouteRefs`. @param {string} dir */
function routeRefsTypeName(dir) {
  const words = dir.replace(/^remote-/, '').split('-');
  return `${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}RouteRefs`;
}

const literal = (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const union = (values) => values.map(literal).join(' | ');
/** A key as prettier writes it (quoted only when it must be): the file is generated already formatted. */
const key = (id) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : literal(id));

/**
 * @param {{ name: string, dir: string, package: string }} remote a registry entry
 * @param {Array<{ id: string, path: string, link?: { query?: string[], hash?: string[] } }>} routes
 */
function routeRefsSource(remote, routes) {
  const name = routeRefsTypeName(remote.dir);
  const lines = routes.map((route) => {
    const fields = [`path: ${literal(route.path)}`];
    if (route.link?.query?.length) fields.push(`query: ${union(route.link.query)}`);
    if (route.link?.hash?.length) fields.push(`hash: ${union(route.link.hash)}`);
    return `    ${key(route.id)}: { ${fields.join('; ')} };`;
  });
  return [
    `// Generated from ${remote.name}'s route definitions by \`pnpm generate:dev-remotes\` (ADR 0029): never edit by hand.`,
    '// Another container links to these pages through their ids, bound at run time by remotes.json; it may import',
    `// this file only, and only as types: \`import type { ${name} } from '${remote.package}/route-refs'\`.`,
    "import type { RouteRefs } from '@hearth/shared/links';",
    '',
    `export type ${name} = RouteRefs<`,
    `  ${literal(remote.name)},`,
    '  {',
    ...lines,
    '  }',
    '>;',
    '',
  ].join('\n');
}

module.exports = { boundRoutesOf, routeRefsSource, routeRefsTypeName };
