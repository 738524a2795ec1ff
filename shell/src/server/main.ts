import http from 'node:http';
import { setServerPhoneFormatter, type RemoteName } from '@hearth/shared';
import { loadPhoneTools } from '@hearth/shared/format';
import type { RemoteSource } from '../federation/remote-source';
import { serverOptions } from './server-options';
import { readDeployFiles, type DeployFiles } from './deploy-files';
import { createServerSource } from './server-source';
import { createQueue } from './request-queue';
import { readTemplate, pageHtml } from './html-document';
import { renderPage } from './render-page';
import { installServerFetch } from './server-fetch';
import { remotePageStyles, shellChunkStyles, shellStyles, widgetStyles } from './page-styles';
import { routePattern } from './client-only-pages';
import { SEO_FILE_BOUND_MS, seoFile, seoFileOf } from './seo/seo-files';
import { withDeadline } from './bounds';

const options = serverOptions(process.argv.slice(2), process.env);
installServerFetch(options.origin);
const template = readTemplate(options.dist);
const startupStyles = shellStyles(template.raw);
const queue = createQueue();
const registered = new Map<RemoteName, string>();
let current: { deploy: DeployFiles; source: RemoteSource } | null = null;

/** The deploy files and the remote source in force: a changed file puts new ones in force (hot swap). */
function inForce(): { deploy: DeployFiles; source: RemoteSource } {
  const deploy = readDeployFiles(options.deployDir, options.origin, options.allowedOrigins);
  if (current?.deploy !== deploy)
    current = { deploy, source: createServerSource(deploy.serverEntries, registered) };
  return current;
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const host = req.headers.host ?? '';
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !HOST.test(host)) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    return;
  }
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${proto}://${host}`);
  const send = (status: number, html: string, cache: string, vary: string | null) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cache,
      ...(vary ? { vary } : {}),
      'x-hearth-rendered': 'server',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const file = seoFileOf(url.pathname);
  if (file) {
    await sendSeoFile(req, res, file, url);
    return;
  }
  try {
    const { deploy, source } = inForce();
    const page = await queue(() =>
      renderPage(
        {
          origin: url.origin,
          hostname: url.hostname,
          pathname: url.pathname,
          search: url.search,
          userAgent: req.headers['user-agent'] ?? '',
          cookieHeader: req.headers.cookie ?? '',
          acceptLanguage: req.headers['accept-language'] ?? '',
        },
        deploy,
        source,
        options.budgetMs,
      ),
    );
    const remote = page.owner ? deploy.remotes.find((r) => r.name === page.owner) : undefined;
    const pattern = page.owner ? routePattern(source, page.owner, url.pathname) : null;
    const styles = [
      ...startupStyles,
      ...shellChunkStyles(template.raw, page.shellChunks),
      ...(await remotePageStyles(remote, pattern, options.origin)),
      ...(await widgetStyles(deploy.remotes, page.widgets, options.origin)),
    ];
    const html = pageHtml(template, {
      lang: page.lang,
      head: page.headHtml,
      stylesheets: styles,
      body: page.body,
      plan: page.plan,
      appCode: page.appCode,
    });
    send(page.status, html, page.cacheControl, page.vary);
  } catch (error) {
    // Nothing rendered: the browser build's own page, which renders everything in the browser.
    console.error('[server] page not rendered, the browser renders it:', error);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-hearth-rendered': 'no',
    });
    res.end(req.method === 'HEAD' ? undefined : template.raw);
  }
}

/** robots.txt or sitemap.xml of the Host's site (ADR 0040); a 503 when the renderer itself cannot make it. */
async function sendSeoFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: NonNullable<ReturnType<typeof seoFileOf>>,
  url: URL,
): Promise<void> {
  try {
    const { deploy, source } = inForce();
    const out = await queue(() =>
      withDeadline(
        seoFile(
          file,
          { origin: url.origin, hostname: url.hostname, search: url.search },
          deploy,
          source,
          options.budgetMs,
        ),
        SEO_FILE_BOUND_MS,
        url.pathname,
      ),
    );
    res.writeHead(out.status, {
      'content-type': out.contentType,
      'cache-control': out.cacheControl,
      ...out.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : out.body);
  } catch (error) {
    console.error(`[server] ${url.pathname} not made:`, error);
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '60',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Service unavailable: try again later\n');
  }
}

// Pages show their phones formatted (ADR 0042): the formatter is in before the first page.
void loadPhoneTools().then(({ formattedPhone }) => {
  setServerPhoneFormatter(formattedPhone);
  http
    .createServer((req, res) => void handle(req, res))
    .listen(options.port, options.host, () =>
      console.log(`[server] rendering on http://${options.host}:${options.port} (gateway ${options.origin})`),
    );
});
