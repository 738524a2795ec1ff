import fs from 'node:fs';
import path from 'node:path';
import { headForAfterLoad, type AppCodeStart } from '@hearth/shared/early';
import { escapeJsonForHtml, START_PLAN_ID, type StartPlan } from './start-plan';

/** The browser build's index.html, split around the root element. */
export interface PageTemplate {
  head: string;
  /** The head for a page whose app code starts after load (ADR 0041): the starter instead of the entry, no preloads. */
  afterLoadHead: string;
  tail: string;
  /** The browser build's own `index.html`, unchanged: what the server answers when it renders nothing. */
  raw: string;
}

const ROOT = '<div id="root"></div>';

/** The shell's starter, built beside it (`app-start.<hash>.js`, ADR 0041). */
function starterOf(dist: string): string {
  const file = fs.readdirSync(dist).find((name) => /^app-start\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error(`[server] ${dist} has no app-start.<hash>.js (the shell's starter)`);
  return `/${file}`;
}

export function readTemplate(dist: string): PageTemplate {
  const raw = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const at = raw.indexOf(ROOT);
  if (at < 0) throw new Error(`[server] ${dist}/index.html has no ${ROOT}`);
  const head = raw.slice(0, at);
  return {
    head,
    afterLoadHead: headForAfterLoad(head, starterOf(dist)),
    tail: raw.slice(at + ROOT.length),
    raw,
  };
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The page: the template with the language, the stylesheets, the rendered root and the start plan. */
export function pageHtml(
  template: PageTemplate,
  opts: {
    lang: string;
    head: string | null;
    stylesheets: string[];
    body: string;
    plan: StartPlan;
    appCode: AppCodeStart;
  },
): string {
  const links = opts.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}" />`)
    .join('');
  // The page's own head replaces the template's title; without one (nothing rendered it) the template's stays.
  const head = (opts.appCode === 'after-load' ? template.afterLoadHead : template.head)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttr(opts.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, (title) => opts.head ?? title)
    .replace('</head>', `${links}</head>`);
  const plan = `<script type="application/json" id="${START_PLAN_ID}">${escapeJsonForHtml(opts.plan)}</script>`;
  return `${head}<div id="root">${opts.body}</div>${plan}${template.tail}`;
}
