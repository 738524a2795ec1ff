/** Bilingual blog titles [English, Chinese]; several are longer than the 37-character list truncation. */
export const LILY_BLOG_TITLES: readonly (readonly [string, string])[] = [
  ['Toronto Condo Market Update: What Buyers Should Know This Fall', '多伦多公寓市场秋季更新：买家须知'],
  ['5 Tips for First-Time Home Buyers', '首次购房者的五个建议'],
  ['How the Bank of Canada Rate Cut Affects Your Mortgage', '加拿大央行降息对您的房贷有何影响'],
  ['North York Schools and Family Homes', '北约克的学校与家庭住宅'],
  ['Staging Your House to Sell Faster in Markham', '在万锦如何布置房屋以更快出售'],
  ['Rent or Buy?', '租房还是买房？'],
  ['Understanding the Land Transfer Tax in Ontario and Toronto', '了解安大略省和多伦多的土地转让税'],
  ['Richmond Hill Detached Homes: Prices and Trends', '列治文山独立屋：房价与趋势'],
  ['A Guide to Pre-Construction Condo Investment', '楼花公寓投资指南'],
  ['Open House Checklist', '开放日看房清单'],
  ['Why Mississauga Townhouses Are Popular with Young Families', '为什么密西沙加的镇屋受年轻家庭欢迎'],
  ['Mortgage Pre-Approval Explained', '房贷预批详解'],
  ['What TRREB Data Says About Days on Market in 2026', '多伦多地产局数据：2026年房源在售天数分析'],
  ['Home Inspection: What to Expect', '验房：您需要了解什么'],
  ['Scarborough Neighbourhood Spotlight', '士嘉堡社区聚焦'],
  ['Moving from Vancouver to Toronto: A Practical Checklist', '从温哥华搬到多伦多：实用清单'],
  ['Closing Costs Every Buyer Should Budget For', '每位买家都应预算的成交费用'],
  ['Condo Fees: What They Cover', '公寓管理费包括什么'],
  ['Selling in Winter: Myths and Facts for Toronto Sellers', '冬季卖房：多伦多卖家的误区与事实'],
  ['Investment Properties Near the Subway', '地铁沿线的投资房产'],
  ['New Immigrants: Buying a Home in Canada', '新移民如何在加拿大买房'],
  ['The Yonge North Subway Extension and Home Prices', '央街北延地铁线与房价'],
  ['Lily Chen Joins Hearth Realty', '陈丽丽加入 Hearth 地产'],
  ['How Interest Rates Shape the Rental Market', '利率如何影响租赁市场'],
  ['Year-End Market Review for Buyers and Sellers in the GTA', '大多伦多地区买家与卖家的年终市场回顾'],
];

/** Company blog titles (hearth). */
export const HEARTH_BLOG_TITLES: readonly (readonly [string, string])[] = [
  ['Hearth Launches Bilingual Agent Websites Across Canada', 'Hearth 在全加拿大推出双语经纪网站'],
  ['Home Services Now Available in Toronto and Vancouver', '多伦多和温哥华现已提供家居服务'],
  ['Market Watch: Canadian Housing in Numbers', '市场观察：数字看加拿大房地产'],
  ['How to Choose a Real Estate Agent', '如何选择房地产经纪'],
];

/** Mia's titles (the minimal agent). */
export const MIA_BLOG_TITLES: readonly (readonly [string, string])[] = [
  ['Markham Townhouses: A Buyer Checklist', '万锦镇屋：买家清单'],
  ['Renting a Condo Near Harbour St in Toronto', '在多伦多港湾街附近租公寓'],
  ['Hamilton Detached Homes for First-Time Buyers', '汉密尔顿独立屋：首次购房者之选'],
];

/** Oscar's titles (inactive site). */
export const OSCAR_BLOG_TITLES: readonly (readonly [string, string])[] = [
  ['Burnaby Condos Near SkyTrain Stations', '本拿比天车站附近的公寓'],
  ['Vancouver Property Transfer Tax Basics', '温哥华物业转让税基础'],
];
