/** Geometry shared by the drawings (ADR 0048): a phone-wide coordinate system the SVG scales to its box. */
export const CHART_WIDTH = 360;
export const FONT_SIZE = 11;

export const COLOURS = [
  '#c8102e',
  '#1f5f7a',
  '#f18f01',
  '#3b8b5a',
  '#8e44ad',
  '#6b7280',
  '#b5835a',
  '#2e86ab',
];
export const colourOf = (i: number) => COLOURS[i % COLOURS.length]!;

/** A coordinate as the SVG writes it: two decimals at most, so the server's HTML and the browser's render agree. */
export const at = (n: number) => Math.round(n * 100) / 100;

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** A text's width at FONT_SIZE, estimated (the server has no fonts to measure with). */
export function textWidth(text: string, size = FONT_SIZE): number {
  let w = 0;
  for (const ch of text) w += CJK.test(ch) ? 1 : 0.58;
  return w * size;
}

export interface Scale {
  lo: number;
  hi: number;
  ticks: number[];
}

/**
 * Round axis bounds and about `count` ticks (steps of 1, 2, 2.5 or 5 × 10ⁿ) covering [min, max]; with `zero`, the
 * axis starts at 0 (bars grow from it).
 */
export function niceScale(min: number, max: number, zero: boolean, count = 4): Scale {
  let lo0 = zero ? Math.min(0, min) : min;
  let hi0 = zero ? Math.max(0, max) : max;
  if (hi0 === lo0) {
    const pad = Math.abs(hi0) / 10 || 1;
    hi0 += pad;
    if (!zero || lo0 !== 0) lo0 -= pad;
  }
  const raw = (hi0 - lo0) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw * 0.999)!;
  const exact = (n: number) => Number(n.toPrecision(12));
  const lo = exact(Math.floor(lo0 / step) * step);
  const hi = exact(Math.ceil(hi0 / step) * step);
  const ticks: number[] = [];
  for (let i = 0; lo + i * step <= hi + step / 2; i++) ticks.push(exact(lo + i * step));
  return { lo, hi, ticks };
}

/** Every how many categories a label fits along `length` (1 = every one). */
export function labelEvery(labels: readonly string[], length: number): number {
  const widest = Math.max(0, ...labels.map((l) => textWidth(l))) + 8;
  return Math.max(1, Math.ceil((labels.length * widest) / length));
}

/** The values of a chart's series, without the gaps. */
export const valuesOf = (series: readonly { data: readonly (number | null)[] }[]) =>
  series.flatMap((s) => s.data.filter((v): v is number => v !== null && Number.isFinite(v)));
