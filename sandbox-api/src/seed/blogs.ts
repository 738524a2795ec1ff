import { HEARTH_BLOG_TITLES, LILY_BLOG_TITLES, MIA_BLOG_TITLES, OSCAR_BLOG_TITLES } from './blog-titles';
import { createRng, int } from './random';

/** A seeded blog article row. */
export interface BlogSeed {
  userId: number;
  titleEn: string;
  titleZh: string;
  detailEn: string;
  detailZh: string;
  readCount: number;
  initReadCount: number;
  imageName: string | null;
  isShowWeb: 0 | 1;
  updatedAt: string;
  /**
   * Answered in the MINIMAL wire shape: id, title, readCount as a string, updatedAt in ISO 8601 (UTC `Z` for odd
   * ids, `+08:00` for even ids), no initReadCount, no picture.
   */
  minimal?: boolean;
}

/** Indexes (in LILY_BLOG_TITLES) of lily's articles hidden from the web (is_show_web 0). */
export const LILY_HIDDEN = [5, 12, 20] as const;

function bodyEn(title: string): string {
  return (
    `<h2>${title}</h2><p>Here is what our team sees in the market this season, with practical advice for your next move.</p>` +
    '<ul><li>Get pre-approved before you shop.</li><li>Compare recent sales, not asking prices.</li></ul>' +
    '<p>Questions? Contact me any time for a free consultation.</p>'
  );
}

function bodyZh(title: string): string {
  return (
    `<h2>${title}</h2><p>以下是我们团队本季度对市场的观察，以及对您下一步行动的实用建议。</p>` +
    '<ul><li>看房前先办理贷款预批。</li><li>参考近期成交价，而不是挂牌价。</li></ul><p>如有任何问题，欢迎随时联系我免费咨询。</p>'
  );
}

function build(
  userId: number,
  titles: readonly (readonly [string, string])[],
  seed: number,
  hidden: readonly number[],
): BlogSeed[] {
  const rng = createRng(seed);
  const start = Date.UTC(2026, 10, 18, 15, 30, 0);
  return titles.map(([en, zh], i) => ({
    userId,
    titleEn: en,
    titleZh: zh,
    detailEn: bodyEn(en),
    detailZh: bodyZh(zh),
    readCount: int(rng, 12, 2400),
    initReadCount: int(rng, 100, 500),
    // every 6th article has no picture (the UI shows a placeholder)
    imageName: i % 6 === 4 ? null : `blog-${userId}-${i + 1}`,
    isShowWeb: hidden.includes(i) ? 0 : 1,
    updatedAt: new Date(start - i * 4.5 * 86400_000 - int(rng, 0, 36000) * 1000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' '),
  }));
}

/** Mia's 3 articles: the two newest are MINIMAL (no picture, ISO 8601 dates), the third is regular. */
function buildMia(): BlogSeed[] {
  return build(1003, MIA_BLOG_TITLES, 1003, []).map((b, i) => ({
    ...b,
    ...(i < 2 ? { minimal: true, imageName: null } : {}),
  }));
}

/** 25 articles for lily (3 hidden), 4 for hearth, 2 for oscar, 3 for mia (2 minimal). */
export function buildBlogs(): BlogSeed[] {
  return [
    ...build(1001, LILY_BLOG_TITLES, 1001, LILY_HIDDEN),
    ...build(1000, HEARTH_BLOG_TITLES, 1000, []),
    ...build(1002, OSCAR_BLOG_TITLES, 1002, []),
    ...buildMia(),
  ];
}
