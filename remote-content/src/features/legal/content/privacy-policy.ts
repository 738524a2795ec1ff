import type { Bilingual, LongFormDoc } from '../../../components/long-form';

/** Privacy Policy (last revised August 5, 2020). */
export const PRIVACY_POLICY: Bilingual<LongFormDoc> = {
  en: {
    title: 'Privacy Policy',
    dated: 'Last revised: August 5, 2020',
    intro: [
      'Hearth Realty Inc., Brokerage ("we", "us") respects your privacy. This policy explains what personal information the Hearth website and apps (the "Platform") collect, why, and the choices you have, in line with Canadian privacy law.',
    ],
    sections: [
      {
        id: 'collect',
        heading: 'Information we collect',
        body: [
          [
            'Account details: name, email address, password (stored only in hashed form) and phone number.',
            'Messages and requests: what you send to Agents, Vendors or us, including the Property concerned.',
            'Usage data: pages visited, searches, device and browser type, and approximate location.',
          ],
        ],
      },
      {
        id: 'use',
        heading: 'How we use it',
        body: [
          [
            'to provide the Platform and the services you request;',
            'to pass your contact request to the Agent or Vendor you chose;',
            'to send you service messages and, with your consent, news you can unsubscribe from at any time;',
            'to keep the Platform secure and to improve it.',
          ],
        ],
      },
      {
        id: 'share',
        heading: 'Sharing',
        body: [
          'We share personal information only with the Agent or Vendor handling your request, with service providers bound by confidentiality who help us run the Platform, or when the law requires it. We do not sell personal information.',
        ],
      },
      {
        id: 'retention',
        heading: 'Retention and security',
        body: [
          'We keep personal information only as long as needed for the purposes above or as the law requires, and protect it with physical, organisational and technical safeguards.',
        ],
      },
      {
        id: 'minors',
        heading: 'Age',
        body: [
          'The Platform is for people aged 18 or over; we do not knowingly collect information about minors.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights and our Privacy Officer',
        body: [
          'You may ask to see, correct or delete your personal information, or withdraw a consent, by writing to our Privacy Officer at privacy@hearth.example.',
          'The Privacy Officer answers within 14 business days and resolves the request or complaint within 30 days.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        body: ['We may update this policy; the date above shows the latest revision.'],
      },
    ],
  },
  'zh-CN': {
    title: '隐私政策',
    dated: '最后修订日期：2020年8月5日',
    intro: [
      'Hearth Realty Inc., Brokerage（"我们"）尊重您的隐私。本政策依照加拿大隐私法律，说明 Hearth 网站及应用（"本平台"）收集哪些个人信息、收集目的以及您享有的选择。',
    ],
    sections: [
      {
        id: 'collect',
        heading: '我们收集的信息',
        body: [
          [
            '账户信息：姓名、电子邮箱、密码（仅以散列形式存储）和电话号码。',
            '消息与请求：您发给经纪人、服务商或我们的内容，包括所涉物业。',
            '使用数据：访问的页面、搜索记录、设备和浏览器类型以及大致位置。',
          ],
        ],
      },
      {
        id: 'use',
        heading: '我们如何使用信息',
        body: [
          [
            '提供本平台及您请求的服务；',
            '将您的联系请求转给您选择的经纪人或服务商；',
            '向您发送服务通知，并在您同意后发送资讯（可随时退订）；',
            '保障本平台安全并加以改进。',
          ],
        ],
      },
      {
        id: 'share',
        heading: '信息共享',
        body: [
          '我们仅与处理您请求的经纪人或服务商、受保密义务约束并协助我们运营本平台的服务提供方共享个人信息，或在法律要求时共享。我们不出售个人信息。',
        ],
      },
      {
        id: 'retention',
        heading: '保存与安全',
        body: ['我们仅在上述目的所需或法律要求的期限内保存个人信息，并以物理、组织和技术措施加以保护。'],
      },
      {
        id: 'minors',
        heading: '年龄',
        body: ['本平台面向年满 18 周岁的人士；我们不会在知情的情况下收集未成年人的信息。'],
      },
      {
        id: 'rights',
        heading: '您的权利与隐私官',
        body: [
          '您可以致函隐私官（privacy@hearth.example），要求查阅、更正或删除您的个人信息，或撤回同意。',
          '隐私官在 14 个工作日内答复，并在 30 天内处理完毕您的请求或投诉。',
        ],
      },
      {
        id: 'changes',
        heading: '政策变更',
        body: ['我们可能更新本政策；上方日期为最近修订日期。'],
      },
    ],
  },
};
