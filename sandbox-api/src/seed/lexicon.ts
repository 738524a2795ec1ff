/** The bilingual tagging lexicon of /analysis/nlp/chinese: term → n (noun), nr (person), ns (place), nt (organisation). */
export const LEXICON: readonly (readonly [string, 'n' | 'nr' | 'ns' | 'nt'])[] = [
  // places
  ...['Toronto', '多伦多', 'North York', '北约克', 'Markham', '万锦', 'Richmond Hill', '列治文山', 'Mississauga',
    '密西沙加', 'Scarborough', '士嘉堡', 'Vancouver', '温哥华', 'Burnaby', '本拿比', 'Richmond', 'Ontario', '安大略省',
    '安大略', 'Canada', '加拿大', 'GTA', '大多伦多地区', 'Yonge', '央街', 'Hamilton', '汉密尔顿'].map((t) => [t, 'ns'] as const),
  // organisations
  ...['Bank of Canada', '加拿大央行', 'TRREB', '多伦多地产局', 'Hearth Realty', 'Hearth 地产', 'Hearth', 'CMHC', 'SkyTrain', '天车']
    .map((t) => [t, 'nt'] as const),
  // people
  ...['Lily Chen', '陈丽丽', 'Oscar Wang', '王浩然'].map((t) => [t, 'nr'] as const),
  // common nouns
  ...['condo', 'condos', '公寓', 'market', '市场', 'mortgage', '房贷', 'house', 'home', 'homes', '房屋', '住宅', 'buyer',
    'buyers', '买家', 'seller', 'sellers', '卖家', 'school', 'schools', '学校', 'price', 'prices', '房价', 'rent', '租房',
    'rental market', '租赁市场', 'tax', '税', 'interest rates', '利率', 'investment', '投资', 'townhouses', '镇屋',
    'subway', '地铁', 'open house', '开放日', 'inspection', '验房', 'closing costs', '成交费用', 'neighbourhood', '社区',
    'fees', '管理费', 'families', '家庭', 'immigrants', '新移民', 'checklist', '清单', 'detached homes', '独立屋']
    .map((t) => [t, 'n'] as const),
];
