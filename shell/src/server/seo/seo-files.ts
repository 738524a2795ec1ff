import { setRuntimeConfig, type SiteAgent } from '@hearth/shared';
import type { HeadSite } from '@hearth/shared/head';
import type { RemoteSource } from '../../federation/remote-source';
import { applyRemotesManifest } from '../../federation/start-federation';
import { isUnknownAgentError, loadSite, resolveSiteTarget } from '../../features/site/resolve-site';
import type { DeployFiles } from '../deploy-files';
import { setPageOrigin } from '../server-fetch';
import { withDeadline } from '../bounds';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';
import { publicRoutes } from './public-routes';
import { routeDefinitions } from './route-definitions';
import { sitePages, type SiteOf } from './site-pages';

// robots.txt and sitemap.xml of the site the Host names (ADR 0040), from the renderer.

/** The two files, by path. */
export const SEO_FILES = { '/robots.txt': 'robots', '/sitemap.xml': 'sitemap' } as const;
export type SeoFile = (typeof SEO_FILES)[keyof typeof SEO_FILES];

export function seoFileOf(pathname: string): SeoFile | null {
  return Object.hasOwn(SEO_FILES, pathname) ? SEO_FILES[pathname as keyof typeof SEO_FILES] : null;
}

/**
 * How long the whole sitemap may take: its lists are cut here (the sitemap goes out partial), under the front's 3 s
 * bound on the renderer (nginx `proxy_read_timeout`, the Node front's RENDER_TIMEOUT_MS).
 */
export const SITEMAP_DEADLINE_MS = 2000;

/**
 * The renderer's own bound on either file (main.ts): whatever happens inside, the queue moves on by then and the
 * answer is a 503 (under the fronts' 3 s).
 */
export const SEO_FILE_BOUND_MS = 2500;

/**
 * Cache-Control (ADR 0040). Shared caches only, as the public pages (`s-maxage`, served stale while a background
 * request makes the next), for an hour: a sitemap costs up to a few hundred backend requests and crawlers read
 * these files hours apart. A partial sitemap and a 404 are kept a minute (the pages' non-200 rule), a 503 never.
 */
export const SEO_CACHE = {
  complete: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  partial: 'public, max-age=0, s-maxage=60',
  notFound: 'public, max-age=0, s-maxage=60',
  unavailable: 'no-store',
} as const;

export interface SeoRequest {
  origin: string;
  hostname: string;
  search: string;
}

export interface SeoAnswer {
  status: number;
  contentType: string;
  cacheControl: string;
  body: string;
  /** More headers: Retry-After on a 503, X-Hearth-Sitemap on a partial sitemap. */
  headers: Record<string, string>;
}

const TEXT = 'text/plain; charset=utf-8';

function answer(status: number, cacheControl: string, body: string, headers = {}): SeoAnswer {
  return { status, contentType: TEXT, cacheControl, body, headers };
}

function headSite(mode: SiteOf['mode'], agent: SiteAgent | null): HeadSite {
  return {
    mode,
    agent: agent && {
      name: agent.agentName ?? null,
      websiteTitle: agent.website_title ?? null,
      imageUrl: agent.agentImageUrl ?? null,
      bannerUrl: agent.agentBannerUrl ?? null,
    },
  };
}

/** The site the Host names, as for a page: a known site, 404 (unknown or inactive) or 503 (not learnt in time). */
async function siteFor(req: SeoRequest, deploy: DeployFiles, budgetMs: number): Promise<SiteOf | SeoAnswer> {
  const config = deploy.configFor(req.origin);
  try {
    const site = await withDeadline(loadSite(resolveSiteTarget(req, config)), budgetMs, 'site');
    if (site.mode === 'www' || site.mode === 'agent') return { mode: site.mode, agent: site.agent };
  } catch (error) {
    if (!isUnknownAgentError(error)) {
      console.error('[server] robots.txt / sitemap.xml: site not resolved:', error);
      return answer(503, SEO_CACHE.unavailable, 'Service unavailable: try again later\n', {
        'retry-after': '60',
      });
    }
  }
  return answer(404, SEO_CACHE.notFound, 'Not found\n');
}

/**
 * robots.txt or sitemap.xml for the request's site. Runs alone in the renderer's queue, as a page does (it puts
 * the site's runtime config and origin in force for the API calls). Never rejects for a backend's failure.
 */
export async function seoFile(
  file: SeoFile,
  req: SeoRequest,
  deploy: DeployFiles,
  source: RemoteSource,
  budgetMs: number,
): Promise<SeoAnswer> {
  const started = Date.now();
  setPageOrigin(req.origin);
  const config = deploy.configFor(req.origin);
  setRuntimeConfig(config);
  applyRemotesManifest(deploy.remotes);
  const site = await siteFor(req, deploy, budgetMs);
  if ('status' in site) return site;
  if (file === 'robots') return answer(200, SEO_CACHE.complete, robotsTxt(req.origin));

  // The remotes' route modules: loaded once per process (a cold load takes longer than a page's budget), within the
  // sitemap's deadline; what is left of it is the lists'.
  const deadline = started + SITEMAP_DEADLINE_MS;
  const { definitions, missing } = await routeDefinitions(
    deploy.remotes,
    source,
    Math.max(budgetMs, deadline - Date.now()),
  );
  const routes = publicRoutes(definitions, headSite(site.mode, site.agent));
  const { pages, failed } = await sitePages(site, routes, config.productName ?? 'Hearth', {
    requestMs: budgetMs,
    deadline,
  });
  const { xml, count, dropped } = sitemapXml(req.origin, pages);
  const gaps = [...missing, ...failed];
  if (dropped)
    console.error(`[server] sitemap of ${req.origin}: ${dropped} pages over the protocol's limits`);
  if (gaps.length) console.error(`[server] sitemap of ${req.origin} is partial: ${gaps.join(', ')}`);
  return {
    status: 200,
    contentType: 'application/xml; charset=utf-8',
    cacheControl: gaps.length ? SEO_CACHE.partial : SEO_CACHE.complete,
    body: xml,
    headers: {
      'x-hearth-sitemap': gaps.length ? `partial (${gaps.join(', ')})` : `complete (${count} URLs)`,
    },
  };
}
