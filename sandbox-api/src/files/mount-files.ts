import type { Context } from 'hono';
import { findCouponBadge } from '../db/queries/content';
import { findInvoice } from '../db/queries/orders';
import type { App, AppDeps } from '../http/deps';
import { couponBadge } from '../routes/coupon/coupon-badge';
import { serveFixture } from './fixtures';
import { qrLikePng } from './qr-like';
import { mapTile } from './map-tile';
import { listingPhotoSvg } from './svg-house';
import { marketingImageSvg } from './svg-marketing';
import { invoiceSvg } from './svg-invoice';
import { avatarSvg, bannerSvg, blogPictureSvg, couponCoverSvg, listingPlaceholderSvg } from './svg-pictures';

/** GET /files/... : generated pictures (SVG/PNG), the video fixtures and invoice documents. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/;

function svg(c: Context, body: string, cacheControl = LONG_CACHE): Response {
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl });
}

function notFound(c: Context): Response {
  return c.json({ code: 404, msg: `No file ${c.req.path}` }, 404);
}

/** Splits "name.ext", accepting only a slug name and the given extension. */
function slugOf(file: string, ext: string): string | undefined {
  const name = file.endsWith(`.${ext}`) ? file.slice(0, -(ext.length + 1)) : '';
  return SLUG.test(name) ? name : undefined;
}

export function mountFiles(app: App, deps: AppDeps): void {
  app.get('/files/listings/:identifier/:file', (c) => {
    const n = Number(slugOf(c.req.param('file'), 'svg'));
    const id = c.req.param('identifier');
    return SLUG.test(id) && Number.isInteger(n) && n >= 1 && n <= 40
      ? svg(c, listingPhotoSvg(id, n))
      : notFound(c);
  });
  app.get('/files/placeholders/listing.svg', (c) => svg(c, listingPlaceholderSvg()));
  // Map tiles (runtime config mapTileUrl): generated locally for every zoom level the maps use.
  app.get('/files/tiles/:z/:x/:file', (c) => {
    const y = slugOf(c.req.param('file'), 'png');
    const png = mapTile(Number(c.req.param('z')), Number(c.req.param('x')), Number(y));
    return png
      ? c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': LONG_CACHE })
      : notFound(c);
  });
  const simple: Record<string, (name: string) => string | undefined> = {
    avatars: avatarSvg,
    banners: bannerSvg,
    blogs: blogPictureSvg,
    marketing: marketingImageSvg,
  };
  app.get('/files/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    if (kind === 'marketing' && !file.endsWith('.svg')) return serveFixture(c, file, LONG_CACHE);
    if (kind === 'qr') {
      const name = slugOf(file, 'png');
      return name
        ? c.body(new Uint8Array(qrLikePng(name)), 200, {
            'Content-Type': 'image/png',
            'Cache-Control': LONG_CACHE,
          })
        : notFound(c);
    }
    const name = slugOf(file, 'svg');
    if (!name) return notFound(c);
    if (kind === 'coupons') return couponCover(c, deps, name);
    if (kind === 'invoices') {
      const inv = await findInvoice(deps.db, name);
      return inv ? svg(c, invoiceSvg(inv), 'no-cache') : notFound(c);
    }
    const body = simple[kind]?.(name);
    return body ? svg(c, body) : notFound(c);
  });
}

/** coupon-<id>-<n>.svg: cover showing the coupon's discount badge and English name (from the database). */
async function couponCover(c: Context, deps: AppDeps, name: string): Promise<Response> {
  const id = /^coupon-(\d+)-\d+$/.exec(name)?.[1];
  if (!id) return notFound(c);
  const row = await findCouponBadge(deps.db, Number(id));
  return row
    ? svg(c, couponCoverSvg(name, couponBadge(row), row.name_en ?? ''), 'public, max-age=86400')
    : notFound(c);
}
