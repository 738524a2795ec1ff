import { encodePng } from './png';

const SIZE = 256;

/**
 * A locally generated map tile (the sandbox has no tile server): a light land colour, a faint grid every 32 px and
 * a darker tile border, tinted by the tile's coordinates so that panning and zooming are visible. Deterministic.
 */
export function mapTilePng(z: number, x: number, y: number): Buffer {
  const pixels = new Uint8Array(SIZE * SIZE * 3);
  const tint = ((x * 7 + y * 13 + z * 3) % 9) * 3;
  for (let py = 0; py < SIZE; py += 1) {
    for (let px = 0; px < SIZE; px += 1) {
      const border = px === 0 || py === 0;
      const grid = px % 32 === 0 || py % 32 === 0;
      const i = (py * SIZE + px) * 3;
      const base = border ? 200 : grid ? 226 : 240 - tint;
      pixels[i] = base;
      pixels[i + 1] = border ? 205 : base + (grid ? 2 : 6);
      pixels[i + 2] = border ? 196 : base - 10;
    }
  }
  return encodePng(SIZE, SIZE, pixels, 3);
}

const cache = new Map<string, Buffer>();

/** The tile of z/x/y for zoom levels 0–19 (x, y inside the zoom's range), else null. Cached. */
export function mapTile(z: number, x: number, y: number): Buffer | null {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > 19) return null;
  const n = 2 ** z;
  if (x < 0 || y < 0 || x >= n || y >= n) return null;
  const key = `${z}/${x}/${y}`;
  let png = cache.get(key);
  if (!png) {
    png = mapTilePng(z, x, y);
    if (cache.size > 2000) cache.clear();
    cache.set(key, png);
  }
  return png;
}
