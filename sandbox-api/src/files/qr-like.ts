import { createRng, hashString } from '../seed/random';
import { encodePng } from './png';

/**
 * A QR-LIKE picture (not a decodable QR code): 29×29 modules with the three finder patterns, timing lines
 * and deterministic data modules derived from `text`. Rendered as a greyscale PNG with a quiet zone.
 */
const MODULES = 29;

function isFinder(x: number, y: number): boolean | undefined {
  for (const [ox, oy] of [
    [0, 0],
    [MODULES - 7, 0],
    [0, MODULES - 7],
  ] as const) {
    const dx = x - ox;
    const dy = y - oy;
    if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) {
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false; // separator
      const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
      return ring !== 1;
    }
  }
  return undefined;
}

/** The module matrix (true = dark). */
export function qrLikeMatrix(text: string): boolean[][] {
  const rng = createRng(hashString(text));
  return Array.from({ length: MODULES }, (_, y) =>
    Array.from({ length: MODULES }, (_, x) => {
      const finder = isFinder(x, y);
      if (finder !== undefined) return finder;
      if (x === 6 || y === 6) return (x + y) % 2 === 0;
      return rng() < 0.5;
    }),
  );
}

/** PNG bytes of the QR-like picture, `scale` pixels per module, 4-module quiet zone. */
export function qrLikePng(text: string, scale = 6): Buffer {
  const matrix = qrLikeMatrix(text);
  const size = (MODULES + 8) * scale;
  const pixels = new Uint8Array(size * size).fill(255);
  matrix.forEach((row, my) =>
    row.forEach((dark, mx) => {
      if (!dark) return;
      for (let y = 0; y < scale; y += 1) {
        pixels.fill(
          0,
          ((my + 4) * scale + y) * size + (mx + 4) * scale,
          ((my + 4) * scale + y) * size + (mx + 5) * scale,
        );
      }
    }),
  );
  return encodePng(size, size, pixels, 1);
}

const cache = new Map<string, string>();

/** Raw base64 (no data: prefix) of the QR-like PNG for `text`; memoised. */
export function qrLikeBase64(text: string): string {
  let b64 = cache.get(text);
  if (!b64) {
    b64 = qrLikePng(text).toString('base64');
    cache.set(text, b64);
  }
  return b64;
}
