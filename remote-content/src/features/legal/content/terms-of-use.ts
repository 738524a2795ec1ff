import type { Bilingual, LongFormDoc } from '../../../components/long-form';
import { DEFINITIONS } from './definitions';

/** Website Terms of Use (last updated June 19, 2017). */
export const TERMS_OF_USE: Bilingual<LongFormDoc> = {
  en: {
    title: 'Website Terms of Use',
    dated: 'Last updated: June 19, 2017',
    intro: [
      'These Terms of Use apply to everyone who visits the Hearth website (the "Platform"), operated by Hearth Realty Inc., Brokerage ("we", "us"). By using the website you accept them; the Terms of Service for the Client and the Acceptable Use Policy also apply where relevant.',
    ],
    sections: [
      DEFINITIONS.en,
      {
        id: 'use',
        heading: 'Use of the website',
        body: [
          'You must be at least 18 years old to create an account. You may use the website for your own, non-commercial search for real estate and related services, and must follow the Acceptable Use Policy.',
        ],
      },
      {
        id: 'ip',
        heading: 'Intellectual property',
        body: [
          'The website, its design, software and content (other than User Content and listing data owned by others) belong to us or our licensors and may not be copied without permission.',
        ],
      },
      {
        id: 'content',
        heading: 'User Content and Feedback',
        body: [
          'You are responsible for your User Content and give us a licence to show it on the Platform. We may use Feedback without restriction or payment.',
        ],
      },
      {
        id: 'links',
        heading: 'Third-party links',
        body: [
          'Links to other sites are provided for convenience; we are not responsible for their content or practices.',
        ],
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        body: [
          'The website and its listings are provided "as is". Information may contain errors and may change without notice; confirm important details with an Agent.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        body: [
          'To the extent permitted by law, our total liability for any claim relating to the website is limited to the greater of one dollar (CAD 1) or the amount you paid us in the last month before the claim.',
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        body: [
          'You will compensate us for losses caused by your breach of these terms or by your User Content.',
        ],
      },
      {
        id: 'law',
        heading: 'Governing law',
        body: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there; the courts in Toronto, Ontario have exclusive jurisdiction.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        body: ['We may change these terms at any time; the date above shows the latest update.'],
      },
    ],
  },
  'zh-CN': {
    title: '网站使用条款',
    dated: '最后更新日期：2017年6月19日',
    intro: [
      '本使用条款适用于访问 Hearth 网站（"本平台"）的所有人，本平台由 Hearth Realty Inc., Brokerage（"我们"）运营。使用本网站即表示您接受本条款；《客户服务条款》和《可接受使用政策》在相关情况下同样适用。',
    ],
    sections: [
      DEFINITIONS['zh-CN'],
      {
        id: 'use',
        heading: '网站的使用',
        body: [
          '您必须年满 18 周岁方可创建账户。您可以为个人的、非商业性的房产及相关服务搜索使用本网站，并须遵守《可接受使用政策》。',
        ],
      },
      {
        id: 'ip',
        heading: '知识产权',
        body: [
          '本网站及其设计、软件和内容（他人拥有的用户内容和房源数据除外）归我们或我们的许可方所有，未经许可不得复制。',
        ],
      },
      {
        id: 'content',
        heading: '用户内容与反馈',
        body: ['您对自己的用户内容负责，并授权我们在本平台上展示。我们可以不受限制、无偿地使用反馈。'],
      },
      {
        id: 'links',
        heading: '第三方链接',
        body: ['指向其他网站的链接仅为方便而提供；我们不对其内容或做法负责。'],
      },
      {
        id: 'disclaimer',
        heading: '免责声明',
        body: [
          '本网站及其房源按"现状"提供。信息可能有误并可能随时变更，恕不另行通知；重要细节请向经纪人确认。',
        ],
      },
      {
        id: 'liability',
        heading: '责任限制',
        body: [
          '在法律允许的范围内，我们就本网站相关的任何索赔承担的全部责任，以一加元（1 加元）与您在索赔前最近一个月向我们支付的金额两者中的较高者为限。',
        ],
      },
      {
        id: 'indemnity',
        heading: '赔偿',
        body: ['对于因您违反本条款或因您的用户内容造成的损失，您应向我们作出赔偿。'],
      },
      {
        id: 'law',
        heading: '适用法律',
        body: [
          '本条款受安大略省法律及适用于该省的加拿大联邦法律管辖；位于安大略省多伦多的法院拥有专属管辖权。',
        ],
      },
      {
        id: 'changes',
        heading: '条款变更',
        body: ['我们可以随时修改本条款；上方日期为最近更新日期。'],
      },
    ],
  },
};
