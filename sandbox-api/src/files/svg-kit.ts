import { createRng, hashString, int, pick, type Rng } from '../seed/random';

/** Small helpers to write deterministic SVG pictures. */

export const PALETTE = {
  walls: ['#e9d8c4', '#d9c2a7', '#c7d3dd', '#f1ede4', '#b9a18b', '#dfe6d8', '#c9b6a6', '#9fb4c7'],
  roofs: ['#5b4b49', '#3e4a59', '#7a3e32', '#4f5d4a', '#2f3b46', '#6b5a4e'],
  accents: ['#c0392b', '#2e86ab', '#f18f01', '#3b8b5a', '#8e44ad', '#d35400', '#1f6f8b', '#b5835a'],
  skies: [
    ['#8ec5fc', '#e0f2ff'],
    ['#f6d365', '#fda085'],
    ['#a1c4fd', '#c2e9fb'],
    ['#84fab0', '#8fd3f4'],
  ],
} as const;

/** A generator seeded by a text (file name). */
export function rngFor(text: string): Rng {
  return createRng(hashString(text));
}

export { int, pick };

/** XML-escapes a text for SVG content or attributes. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps SVG body markup in a document of the given size. */
export function svgDoc(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>`
  );
}

/** A vertical linear gradient definition. */
export function vGradient(id: string, from: string, to: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  );
}

/** Text with the default sans-serif stack (CJK-capable). */
export function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return (
    `<text x="${x}" y="${y}" font-family="'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif"` +
    ` font-size="${size}" fill="${fill}" ${extra}>${esc(content)}</text>`
  );
}

/** A simple round tree. */
export function tree(x: number, ground: number, size: number, green: string): string {
  return (
    `<rect x="${x - size * 0.08}" y="${ground - size * 0.6}" width="${size * 0.16}" height="${size * 0.6}" fill="#6d4c3d"/>` +
    `<circle cx="${x}" cy="${ground - size * 0.8}" r="${size * 0.45}" fill="${green}"/>`
  );
}
