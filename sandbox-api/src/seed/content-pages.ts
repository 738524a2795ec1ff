/**
 * remote-content seed (new records only): the XSS corpus articles, blog detail flags, the portal's news.
 * Existing blogs are not changed: flags live in `blog_flags` (no row = registration on, recommendations on); the
 * corpus articles live in `blog_extras` so the blogs table (lists, counts) stays as seeded.
 */

/** The user id of the XSS corpus articles (not an agent: never listed on a site, reachable by id only). */
export const CORPUS_AUTHOR = 1099;

/** Ids of the corpus articles (table blog_extras): 9001, 9002 (apart from the serial ids of blogs). */
export const CORPUS_FIRST_ID = 9001;

/**
 * Every attack the sanitiser must defuse. Each one, if it ran, would set `window.__hearthXss` or open a dialog.
 * Kept together with harmless content (a paragraph, an external link) that must survive.
 */
export const XSS_CORPUS_HTML = [
  '<p class="corpus-safe">This article carries hostile HTML; none of it may run.</p>',
  '<script>window.__hearthXss = "script"; alert("script")</script>',
  '<img src="/files/none.png" alt="broken" onerror="window.__hearthXss=\'onerror\'; alert(\'onerror\')">',
  "<p><a href=\"javascript:window.__hearthXss='href';alert('href')\">javascript link</a></p>",
  '<svg><script>window.__hearthXss = "svg"; alert("svg")</script><circle r="4"></circle></svg>',
  "<iframe srcdoc=\"<script>parent.__hearthXss='srcdoc';parent.alert('srcdoc')</script>\"></iframe>",
  '<p><a href="https://example.com/market-report">External market report</a></p>',
  '<div onclick="window.__hearthXss=\'click\'" onmouseover="window.__hearthXss=\'hover\'">Hover me</div>',
].join('');

export interface CorpusBlog {
  titleEn: string;
  titleZh: string;
  updatedAt: string;
}

export const CORPUS_BLOGS: readonly CorpusBlog[] = [
  {
    titleEn: 'Sanitiser Test: Hostile HTML',
    titleZh: '过滤测试：恶意 HTML',
    updatedAt: '2026-11-01 10:00:00',
  },
  {
    titleEn: 'Sanitiser Test: Second Article',
    titleZh: '过滤测试：第二篇',
    updatedAt: '2026-10-30 10:00:00',
  },
];

/** Flags of lily's articles (by English title): her newest hides the registration, the next hides hot blogs. */
export const LILY_BLOG_FLAGS: readonly { titleEn: string; register: 0 | 1; recommend: 0 | 1 }[] = [
  { titleEn: 'Toronto Condo Market Update: What Buyers Should Know This Fall', register: 0, recommend: 1 },
  { titleEn: '5 Tips for First-Time Home Buyers', register: 1, recommend: 0 },
];

export const NEWS_CATEGORIES = ['Real Estate', 'Finance', 'Event', 'Explore', 'Story'] as const;

export interface NewsSeed {
  id: number;
  source: 'hearth' | 'partner';
  category: (typeof NEWS_CATEGORIES)[number];
  titleEn: string;
  titleZh: string;
  detailEn: string;
  detailZh: string;
  author: string | null;
  imageName: string | null;
  browseCount: number;
  createdAt: string;
}

const TOPICS: readonly [string, string][] = [
  ['GTA home sales rise for the third month', '大多伦多房屋销量连续第三个月上升'],
  ['Bank of Canada holds its policy rate', '加拿大央行维持基准利率不变'],
  ['Hearth open house weekend in Markham', 'Hearth 万锦开放日周末'],
  ['Exploring the trails of Richmond Hill', '探索列治文山的步道'],
  ['A first home after ten years of renting', '租房十年后的第一套房'],
];

function paragraphEn(title: string, n: number): string {
  return (
    `<p>${title}. Our research team looked at the latest numbers and what they mean for buyers and sellers ` +
    `across the Greater Toronto Area this season (report ${n}).</p><p>Prices, inventory and days on market all ` +
    'moved, and we explain which neighbourhoods changed the most and why it matters for your next move.</p>'
  );
}

function paragraphZh(title: string, n: number): string {
  return (
    `<p>${title}。我们的研究团队分析了最新数据，以及这些数据对本季度大多伦多地区买家和卖家的意义（报告 ${n}）。</p>` +
    '<p>房价、库存和在售天数都有变化，我们将说明哪些社区变化最大，以及这对您下一步行动的影响。</p>'
  );
}

/** 17 news: 3 per category (newest first by id), one XSS item and one "Short" item with a brief body. */
export function buildNews(): NewsSeed[] {
  const out: NewsSeed[] = [];
  let id = 501;
  const start = Date.UTC(2026, 10, 20, 14, 0, 0);
  for (let round = 0; round < 3; round += 1) {
    NEWS_CATEGORIES.forEach((category, c) => {
      const [en, zh] = TOPICS[c]!;
      const n = round * NEWS_CATEGORIES.length + c + 1;
      out.push({
        id,
        source: round === 2 ? 'partner' : 'hearth',
        category,
        titleEn: `${en} (${n})`,
        titleZh: `${zh}（${n}）`,
        detailEn: paragraphEn(en, n),
        detailZh: paragraphZh(zh, n),
        author: round === 1 ? null : 'Hearth Research',
        imageName: c === 3 && round === 0 ? null : `news-${id}`,
        browseCount: 40 + ((n * 37) % 200),
        createdAt: new Date(start - (n - 1) * 86400_000).toISOString().slice(0, 19).replace('T', ' '),
      });
      id += 1;
    });
  }
  out.push({
    id: id++,
    source: 'hearth',
    category: 'Story',
    titleEn: 'Sanitiser test: hostile news HTML',
    titleZh: '过滤测试：恶意新闻 HTML',
    detailEn: XSS_CORPUS_HTML,
    detailZh: XSS_CORPUS_HTML,
    author: 'QA',
    imageName: null,
    browseCount: 3,
    createdAt: '2026-10-01 08:00:00',
  });
  out.push({
    id: id++,
    source: 'hearth',
    category: 'Event',
    titleEn: 'Office closed on Remembrance Day',
    titleZh: '国殇纪念日办公室休息',
    detailEn: '<p>Our office is closed on November 11.</p>',
    detailZh: '<p>我们的办公室 11 月 11 日休息。</p>',
    author: 'Hearth',
    imageName: null,
    browseCount: 1,
    createdAt: '2026-09-30 08:00:00',
  });
  return out;
}
