import type { Context } from 'hono';
import { esc, rngFor, pick, PALETTE, svgDoc, vGradient } from '../../files/svg-kit';
import type { App } from '../../http/deps';

/**
 * GET /files/daily-report/<name>.svg : the daily report's pictures, generated: `banner-<group>` (1200×240),
 * `footer-<group>` (1200×120) and `coming-soon` (360×280, the grid padding). `<group>` is the group's slug
 * (e.g. `royal-elite`, `hearth-holding-group`); its words are written on the picture.
 */
const NAME = /^(banner|footer)-([a-z0-9]+(?:-[a-z0-9]+){0,5})$/;
const CACHE = 'public, max-age=31536000, immutable';

function words(slug: string): string {
  return slug.split('-').join(' ').toUpperCase();
}

function banner(slug: string): string {
  const rng = rngFor(`daily/${slug}`);
  const [top, bottom] = pick(rng, PALETTE.skies);
  const accent = pick(rng, PALETTE.accents);
  return svgDoc(
    1200,
    240,
    `${vGradient('g', top, bottom)}<rect width="1200" height="240" fill="url(#g)"/>` +
      `<rect y="170" width="1200" height="70" fill="${accent}"/>` +
      `<text x="60" y="120" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#1d2630">${esc(words(slug))}</text>` +
      '<text x="60" y="218" font-family="Arial, sans-serif" font-size="34" fill="#ffffff">DAILY LISTINGS</text>',
    `Banner ${words(slug)}`,
  );
}

function footer(slug: string): string {
  const accent = pick(rngFor(`daily/${slug}`), PALETTE.accents);
  return svgDoc(
    1200,
    120,
    `<rect width="1200" height="120" fill="#1d2630"/><rect width="1200" height="8" fill="${accent}"/>` +
      `<text x="60" y="76" font-family="Arial, sans-serif" font-size="34" fill="#ffffff">${esc(words(slug))} · 416-888-5888</text>`,
    `Footer ${words(slug)}`,
  );
}

function comingSoon(): string {
  return svgDoc(
    360,
    280,
    '<rect width="360" height="280" fill="#eef1f4"/><rect x="120" y="70" width="120" height="90" fill="#c7d3dd"/>' +
      '<polygon points="110,75 180,30 250,75" fill="#9fb4c7"/>' +
      '<text x="180" y="215" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#3e4a59">COMING SOON</text>',
    'Coming soon',
  );
}

function svg(c: Context, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE });
}

/** Mounted before the generic /files routes. */
export function mountDailyReportImages(app: App): void {
  app.get('/files/daily-report/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (name === 'coming-soon') return svg(c, comingSoon());
    const m = NAME.exec(name);
    if (!m) return c.json({ code: 404, msg: `No file ${c.req.path}` }, 404);
    return svg(c, m[1] === 'banner' ? banner(m[2]!) : footer(m[2]!));
  });
}
