import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { PACKAGE_DIR } from '../config';

/** Committed binary fixtures (the market-watch video and its poster), served with HTTP range support. */
export const FIXTURES: Record<string, string> = {
  'watch.webm': 'video/webm',
  'watch.mp4': 'video/mp4',
  'watch-poster.png': 'image/png',
};

const cache = new Map<string, Buffer>();

function load(name: string): Buffer {
  let buf = cache.get(name);
  if (!buf) {
    buf = readFileSync(join(PACKAGE_DIR, 'fixtures', name));
    cache.set(name, buf);
  }
  return buf;
}

/** Answers a fixture, honouring a single `Range: bytes=a-b` (video players, Safari). */
export function serveFixture(c: Context, name: string, cacheControl: string): Response {
  const type = FIXTURES[name];
  if (!type) return c.json({ code: 404, msg: 'Not Found' }, 404);
  const buf = load(name);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    return new Response(new Uint8Array(buf), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(buf.length) },
    });
  }
  const start = range[1] === '' ? Math.max(0, buf.length - Number(range[2])) : Number(range[1]);
  const end =
    range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), buf.length - 1) : buf.length - 1;
  if (start > end || start >= buf.length) {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${buf.length}` },
    });
  }
  const part = buf.subarray(start, end + 1);
  return new Response(new Uint8Array(part), {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${buf.length}`,
      'Content-Length': String(part.length),
    },
  });
}
