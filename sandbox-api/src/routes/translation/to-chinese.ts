import { ToChineseBodySchema } from '@hearth/shared/contracts/translation';
import type { App } from '../../http/deps';
import { jsonBody, parseWith } from '../../http/respond';

/** A small deterministic English → Chinese glossary: enough to see the translate toggle work. */
const GLOSSARY: Record<string, string> = {
  bright: '明亮的',
  spacious: '宽敞的',
  family: '家庭',
  home: '住宅',
  house: '房屋',
  quiet: '安静的',
  street: '街道',
  close: '靠近',
  to: '',
  schools: '学校',
  school: '学校',
  parks: '公园',
  park: '公园',
  and: '和',
  transit: '公共交通',
  on: '在',
  a: '一个',
  the: '',
  with: '带有',
  large: '大',
  balcony: '阳台',
  lake: '湖',
  view: '景观',
  south: '南',
  north: '北',
  sunny: '阳光充足的',
  garden: '花园',
  townhouse: '联排别墅',
  retail: '零售',
  storefront: '店面',
  two: '两',
  apartments: '公寓',
  above: '楼上',
  included: '包含',
  fridge: '冰箱',
  stove: '炉灶',
  dishwasher: '洗碗机',
  washer: '洗衣机',
  dryer: '烘干机',
  steps: '几步之遥',
  market: '市场',
  bedrooms: '卧室',
  washrooms: '卫生间',
  in: '位于',
  listed: '上市于',
  detached: '独立屋',
  condo: '公寓',
  'semi-detached': '半独立屋',
  'end-unit': '尽头单位',
};

/** Word-by-word glossary translation; words not in the glossary are kept as they are. */
export function toChinese(text: string): string {
  return text
    .replace(/[A-Za-z][A-Za-z-]*/g, (word) => GLOSSARY[word.toLowerCase()] ?? word)
    .replace(/\s+/g, ' ');
}

/**
 * POST /translate/toChinese {str, region: "zh-CN"} → `{ code: 200, res }` (hybrid-pages §7 item 10: "status 200
 * gives data.res", read as the body's `res`; the client also accepts `data.res`).
 */
export function mountToChinese(app: App): void {
  app.post('/translate/toChinese', async (c) => {
    const { str } = parseWith(ToChineseBodySchema, await jsonBody(c));
    return c.json({ code: 200, res: toChinese(str) });
  });
}
