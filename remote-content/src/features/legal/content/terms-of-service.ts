import type { Bilingual, LongFormDoc } from '../../../components/long-form';
import { DEFINITIONS } from './definitions';

/** Terms of Service for the Client (last revised August 5, 2020). */
export const TERMS_OF_SERVICE: Bilingual<LongFormDoc> = {
  en: {
    title: 'Terms of Service for the Client',
    dated: 'Last revised: August 5, 2020',
    intro: [
      'These Terms of Service govern your use, as a Client, of the Hearth website and mobile apps (the "Platform"), operated by Hearth Realty Inc., Brokerage ("we", "us"), a brokerage in Ontario. By using the Platform you accept these terms.',
    ],
    sections: [
      DEFINITIONS.en,
      {
        id: 'eligibility',
        heading: 'Eligibility and accounts',
        body: [
          'You must be at least 18 years old to use the Platform.',
          'To request Vendor or Agent services you must be a Registered Client. You agree to give true, current and complete information, to keep it up to date, and to keep a valid email address and password. You are responsible for everything done with your account.',
          'We may reject an account, or suspend or terminate it, if the information is false, if these terms are breached, or if the account is used in a way that harms other users, Agents, Vendors or us.',
        ],
      },
      {
        id: 'services',
        heading: 'What the Platform does',
        body: [
          [
            'search property listings and view their details;',
            'find Agents and book appointments with them;',
            'track the progress of buying or selling a Property;',
            'request Vendor services, one discrete service per Vendor Service Request;',
            'request Agent services, one discrete service per Agent Service Request, after which the Platform assigns an Agent.',
          ],
          'Listings come from Agents and real estate boards; we do not guarantee that a listing is accurate, complete or still available.',
        ],
      },
      {
        id: 'requests',
        heading: 'Service requests',
        body: [
          'Each request must describe the service wanted and the Property concerned in enough detail for the Vendor or Agent to perform it.',
          'A Vendor Service Request is an offer to the Vendor, which the Vendor may accept or reject. Once a Vendor accepts, you receive an estimated time of arrival. The contract for the service is between you and the Vendor.',
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellation of Vendor services',
        body: [
          [
            'Cancellation up to 24 hours before the scheduled time is free.',
            'Cancellation within 24 hours of the scheduled time but before the Vendor departs costs 50% of the quoted price.',
            'Cancellation after the Vendor has departed costs 100% of the quoted price.',
          ],
        ],
      },
      {
        id: 'payment',
        heading: 'Prices and payment',
        body: [
          'All amounts are in Canadian dollars, and applicable taxes are extra.',
          'Invoices are payable when issued. An overdue payment must be made within 7 days of the invoice; we may suspend the account of a Client whose payment is overdue.',
        ],
      },
      {
        id: 'content',
        heading: 'User Content and Feedback',
        body: [
          'You keep ownership of your User Content and give us a non-exclusive, royalty-free licence to host, show and share it to operate the Platform. You must have the right to submit it, and it must follow the Acceptable Use Policy.',
          'Feedback is voluntary; we may use it freely without any obligation to you.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability',
        body: [
          'We aim to keep the Platform available at least 99% of each month, excluding scheduled maintenance announced in advance. If availability falls below that level, our only obligation is to restore service as soon as reasonably possible.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        body: [
          'To the extent permitted by law, our total liability to you for any claim arising from the Platform or these terms is limited to CAD 100. We are not liable for the acts of Vendors or Agents, who are independent of us, nor for indirect or consequential losses.',
        ],
      },
      {
        id: 'law',
        heading: 'Governing law',
        body: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts located in Toronto, Ontario have exclusive jurisdiction over any dispute.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        body: [
          'We may change these terms; the date above shows the latest revision, and continued use of the Platform means you accept the change. Questions: info@hearth.example.',
        ],
      },
    ],
  },
  'zh-CN': {
    title: '客户服务条款',
    dated: '最后修订日期：2020年8月5日',
    intro: [
      '本服务条款规范您作为客户对 Hearth 网站及移动应用（"本平台"）的使用。本平台由安大略省房地产经纪公司 Hearth Realty Inc., Brokerage（"我们"）运营。使用本平台即表示您接受本条款。',
    ],
    sections: [
      DEFINITIONS['zh-CN'],
      {
        id: 'eligibility',
        heading: '资格与账户',
        body: [
          '您必须年满 18 周岁方可使用本平台。',
          '如需请求服务商或经纪人服务，您必须是注册客户。您同意提供真实、最新且完整的信息并及时更新，同时保持有效的电子邮箱和密码。您须对使用您账户进行的一切行为负责。',
          '如信息不实、违反本条款，或账户的使用损害其他用户、经纪人、服务商或我们的利益，我们可以拒绝、暂停或终止该账户。',
        ],
      },
      {
        id: 'services',
        heading: '本平台提供的服务',
        body: [
          [
            '搜索房源并查看详情；',
            '寻找经纪人并预约；',
            '跟踪买房或卖房的进度；',
            '请求服务商服务，每个服务商服务请求仅含一项服务；',
            '请求经纪人服务，每个经纪人服务请求仅含一项服务，之后由本平台指派经纪人。',
          ],
          '房源信息来自经纪人和房地产局；我们不保证房源信息准确、完整或仍然有效。',
        ],
      },
      {
        id: 'requests',
        heading: '服务请求',
        body: [
          '每个请求都必须详细说明所需服务及所涉物业，以便服务商或经纪人履行。',
          '服务商服务请求是向服务商发出的要约，服务商可以接受或拒绝。服务商接受后，您将收到预计到达时间。服务合同在您与服务商之间订立。',
        ],
      },
      {
        id: 'cancellation',
        heading: '服务商服务的取消',
        body: [
          [
            '在预约时间 24 小时之前取消，不收取费用。',
            '在预约时间前 24 小时内、服务商出发前取消，收取报价的 50%。',
            '服务商出发后取消，收取报价的 100%。',
          ],
        ],
      },
      {
        id: 'payment',
        heading: '价格与付款',
        body: [
          '所有金额均以加元计价，适用税费另计。',
          '发票开具即应付款。逾期款项须在发票开具后 7 天内付清；对逾期未付款的客户，我们可以暂停其账户。',
        ],
      },
      {
        id: 'content',
        heading: '用户内容与反馈',
        body: [
          '您保留用户内容的所有权，并授予我们非独占、免版税的许可，以便为运营本平台而存储、展示和分享这些内容。您必须有权提交这些内容，且内容须遵守《可接受使用政策》。',
          '反馈出于自愿；我们可以自由使用，无需对您承担任何义务。',
        ],
      },
      {
        id: 'availability',
        heading: '可用性',
        body: [
          '我们力求本平台每月可用时间不低于 99%（不含提前公告的计划维护）。如可用性低于该水平，我们唯一的义务是尽快合理地恢复服务。',
        ],
      },
      {
        id: 'liability',
        heading: '责任限制',
        body: [
          '在法律允许的范围内，我们就本平台或本条款引起的任何索赔对您承担的全部责任以 100 加元为限。服务商和经纪人独立于我们，我们不对其行为负责，也不对间接或后果性损失负责。',
        ],
      },
      {
        id: 'law',
        heading: '适用法律',
        body: [
          '本条款受安大略省法律及适用于该省的加拿大联邦法律管辖。任何争议由位于安大略省多伦多的法院专属管辖。',
        ],
      },
      {
        id: 'changes',
        heading: '条款变更与联系方式',
        body: [
          '我们可以修改本条款；上方日期为最近修订日期，继续使用本平台即表示您接受修改。如有疑问请联系：info@hearth.example。',
        ],
      },
    ],
  },
};
