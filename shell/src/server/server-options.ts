import { parseArgs } from 'node:util';
import path from 'node:path';

/** How the shell's server runs (`node dist/server/server.js --port 3100 --deploy-dir … --origin …`). */
export interface ServerOptions {
  port: number;
  host: string;
  /** The browser build (its index.html is the page's template; its route files list the page's chunks). */
  dist: string;
  /** runtime-config.json and remotes.json, read again when they change (hot swap). */
  deployDir: string;
  /**
   * The gateway the server sends its own requests through: root-relative API hosts and server entries resolve
   * against it, never against anything in the request.
   */
  origin: string;
  /** Origins a server entry may be loaded from (the deploy description's allow-list). */
  allowedOrigins: string[];
  /** The server's whole budget for a remote's code and the page's data, in ms; past it the client takes over. */
  budgetMs: number;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);
}

export function serverOptions(argv: string[], env: NodeJS.ProcessEnv): ServerOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: env.PORT ?? '3100' },
      host: { type: 'string', default: env.HOST ?? '127.0.0.1' },
      dist: { type: 'string', default: env.HEARTH_SHELL_DIST },
      'deploy-dir': { type: 'string', default: env.HEARTH_DEPLOY_DIR },
      origin: { type: 'string', default: env.HEARTH_SERVER_ORIGIN },
      'allow-origins': { type: 'string', default: env.HEARTH_SERVER_ENTRY_ORIGINS },
      'budget-ms': { type: 'string', default: env.HEARTH_SERVER_BUDGET_MS ?? '300' },
    },
  });
  const dist = path.resolve(values.dist ?? path.join(__dirname, '..'));
  if (!values.origin)
    throw new Error('[server] --origin (the gateway the server fetches through) is required');
  const origin = new URL(values.origin).origin;
  return {
    port: Number(values.port),
    host: values.host ?? '127.0.0.1',
    dist,
    deployDir: path.resolve(values['deploy-dir'] ?? dist),
    origin,
    allowedOrigins: [origin, ...list(values['allow-origins'])],
    budgetMs: Number(values['budget-ms']),
  };
}
