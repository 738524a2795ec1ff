import { int, rngFor, svgDoc, text, vGradient } from './svg-kit';

/** Market-watch images (750×1000): title and a bar chart, in English (watch-en-N) or Chinese (watch-zh-N). */
const TITLES: Record<'en' | 'zh', string[]> = {
  en: ['Toronto Market Watch', 'Average Price by Type', 'Sales vs New Listings'],
  zh: ['多伦多楼市观察', '各类房产平均价格', '成交量与新增房源'],
};
const LABELS: Record<'en' | 'zh', string[]> = {
  en: ['Detached', 'Semi', 'Town', 'Condo'],
  zh: ['独立屋', '半独立', '镇屋', '公寓'],
};
const SUBTITLE = { en: 'October 2026 · Greater Toronto Area', zh: '2026年10月 · 大多伦多地区' };

/** `name` is watch-en-1..3 or watch-zh-1..3; returns undefined for other names. */
export function marketingImageSvg(name: string): string | undefined {
  const match = /^watch-(en|zh)-([1-3])$/.exec(name);
  if (!match) return undefined;
  const lang = match[1] as 'en' | 'zh';
  const index = Number(match[2]) - 1;
  const rng = rngFor(`watch-${index}`);
  const parts = [vGradient('m', '#0f2f4f', '#1f6f8b'), '<rect width="750" height="1000" fill="url(#m)"/>'];
  parts.push(text(50, 110, 52, '#ffffff', TITLES[lang][index] ?? '', 'font-weight="700"'));
  parts.push(text(50, 160, 26, '#cfe8f7', SUBTITLE[lang]));
  const labels = LABELS[lang];
  labels.forEach((label, i) => {
    const h = int(rng, 200, 560);
    const x = 70 + i * 165;
    parts.push(
      `<rect x="${x}" y="${880 - h}" width="110" height="${h}" rx="8" fill="#f18f01" opacity="${0.65 + i * 0.1}"/>`,
    );
    parts.push(text(x + 55, 865 - h, 26, '#ffffff', `${(h / 400).toFixed(2)}M`, 'text-anchor="middle"'));
    parts.push(text(x + 55, 930, 26, '#ffffff', label, 'text-anchor="middle"'));
  });
  parts.push('<line x1="50" y1="880" x2="700" y2="880" stroke="#ffffff" stroke-width="3"/>');
  return svgDoc(750, 1000, parts.join(''), TITLES[lang][index] ?? name);
}
