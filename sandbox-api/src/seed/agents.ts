/**
 * Seeded agents. `hearth` is the www/company account whose phone is the default company number. `mia` is MINIMAL:
 * her getAgentProfile answer carries only cims_uid (the spec's "data including cims_uid") and her /ur/info answer
 * only agentName, agentPhone, userId and yonghuId (ids as strings) — no pictures, title, company, status,
 * website title or store info.
 */
export interface AgentSeed {
  blogUri: string;
  userId: number;
  cimsUid: number;
  yonghuId: number;
  nameEn: string;
  nameZh: string;
  titleEn: string;
  titleZh: string;
  companyEn: string;
  companyZh: string;
  sloganEn: string;
  sloganZh: string;
  websiteTitleEn: string;
  websiteTitleZh: string;
  mobile: string;
  phone: string;
  email: string;
  city: string;
  websiteStatus: boolean;
  template: 'default' | 'demo' | 'epic';
  templateUpdatedAt: string;
  /** Answered in the minimal wire shape (see above). */
  minimal?: boolean;
}

/** The default company phone (runtime config `defaultCompanyPhone`). */
export const DEFAULT_COMPANY_PHONE = '4168885888';

const COMPANY_EN = 'Hearth Realty Inc., Brokerage';
const COMPANY_ZH = 'Hearth 地产经纪有限公司';

export const AGENTS: readonly AgentSeed[] = [
  {
    blogUri: 'hearth',
    userId: 1000,
    cimsUid: 51000,
    yonghuId: 81000,
    nameEn: 'Hearth Realty',
    nameZh: 'Hearth 地产',
    titleEn: 'Brokerage',
    titleZh: '地产经纪公司',
    companyEn: COMPANY_EN,
    companyZh: COMPANY_ZH,
    sloganEn: 'Find your place in Canada.',
    sloganZh: '在加拿大找到属于您的家。',
    websiteTitleEn: 'Hearth | Canadian Real Estate',
    websiteTitleZh: 'Hearth | 加拿大房产',
    mobile: DEFAULT_COMPANY_PHONE,
    phone: DEFAULT_COMPANY_PHONE,
    email: 'info@hearth.example',
    city: 'Toronto',
    websiteStatus: true,
    template: 'epic',
    templateUpdatedAt: '2026-01-05 09:00:00',
  },
  {
    blogUri: 'lily',
    userId: 1001,
    cimsUid: 51001,
    yonghuId: 81001,
    nameEn: 'Lily Chen',
    nameZh: '陈丽丽',
    titleEn: 'Sales Representative',
    titleZh: '资深地产经纪',
    companyEn: COMPANY_EN,
    companyZh: COMPANY_ZH,
    sloganEn: 'Your home, my commitment.',
    sloganZh: '您的家，我的承诺。',
    websiteTitleEn: 'Lily Chen | Toronto Homes',
    websiteTitleZh: '陈丽丽 | 多伦多房产',
    mobile: '4165550142',
    phone: '4165550100',
    email: 'lily.chen@hearth.example',
    city: 'Toronto',
    websiteStatus: true,
    template: 'default',
    templateUpdatedAt: '2026-03-12 14:20:00',
  },
  {
    blogUri: 'oscar',
    userId: 1002,
    cimsUid: 51002,
    yonghuId: 81002,
    nameEn: 'Oscar Wang',
    nameZh: '王浩然',
    titleEn: 'Sales Representative',
    titleZh: '地产经纪',
    companyEn: COMPANY_EN,
    companyZh: COMPANY_ZH,
    sloganEn: 'Vancouver homes, done right.',
    sloganZh: '温哥华置业，专业之选。',
    websiteTitleEn: 'Oscar Wang | Vancouver Homes',
    websiteTitleZh: '王浩然 | 温哥华房产',
    mobile: '6045550187',
    phone: '6045550100',
    email: 'oscar.wang@hearth.example',
    city: 'Vancouver',
    websiteStatus: false,
    template: 'demo',
    templateUpdatedAt: '2025-11-30 08:00:00',
  },
  {
    blogUri: 'mia',
    userId: 1003,
    cimsUid: 51003,
    yonghuId: 81003,
    nameEn: 'Mia Lin',
    nameZh: '林美娅',
    titleEn: 'Sales Representative',
    titleZh: '地产经纪',
    companyEn: COMPANY_EN,
    companyZh: COMPANY_ZH,
    sloganEn: 'Markham and Toronto, one call away.',
    sloganZh: '万锦与多伦多，一个电话就到。',
    websiteTitleEn: 'Mia Lin | GTA Homes',
    websiteTitleZh: '林美娅 | 大多伦多房产',
    mobile: '9055550163',
    phone: '9055550163',
    email: 'mia.lin@hearth.example',
    city: 'Markham',
    websiteStatus: true,
    template: 'default',
    templateUpdatedAt: '2026-06-01 10:00:00',
    minimal: true,
  },
  {
    // The active agent on the demo template (oscar's site is inactive): the home container's sample page.
    blogUri: 'dora',
    userId: 1004,
    cimsUid: 51004,
    yonghuId: 81004,
    nameEn: 'Dora Park',
    nameZh: '朴多拉',
    titleEn: 'Sales Representative',
    titleZh: '销售代表',
    companyEn: COMPANY_EN,
    companyZh: COMPANY_ZH,
    sloganEn: 'Trying out my new site.',
    sloganZh: '正在试用我的新网站。',
    websiteTitleEn: 'Dora Park | Sample Site',
    websiteTitleZh: '朴多拉 | 示例网站',
    mobile: '4375550119',
    phone: '4375550100',
    email: 'dora.park@hearth.example',
    city: 'Toronto',
    websiteStatus: true,
    template: 'demo',
    templateUpdatedAt: '2026-09-15 11:30:00',
  },
];

/** The minimal agent (see above). */
export const MINIMAL_AGENT_URI = 'mia';
