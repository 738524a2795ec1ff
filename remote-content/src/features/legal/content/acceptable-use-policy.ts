import type { Bilingual, LongFormDoc } from '../../../components/long-form';

/** Acceptable Use and Conduct Policy. */
export const ACCEPTABLE_USE_POLICY: Bilingual<LongFormDoc> = {
  en: {
    title: 'Acceptable Use and Conduct Policy',
    intro: [
      'This policy is part of the Terms of Service and the Terms of Use. It sets out how Clients, Registered Clients, Agents and Vendors must behave on the Hearth Platform.',
    ],
    sections: [
      {
        id: 'conduct',
        heading: 'Expected conduct',
        body: [
          'Treat other users, Agents and Vendors with respect, give accurate information about yourself and about each Property, and describe every service request in detail.',
        ],
      },
      {
        id: 'prohibited',
        heading: 'Prohibited uses',
        body: [
          [
            'posting false, misleading or discriminatory listings, reviews or other User Content;',
            'harassing, threatening or spamming anyone;',
            "impersonating another person or using another person's account;",
            'uploading malicious code or trying to break, probe or overload the Platform;',
            "collecting other users' data by scraping or any automated means;",
            'using the Platform for any unlawful purpose, including breaches of real estate, consumer protection or privacy law.',
          ],
        ],
      },
      {
        id: 'content',
        heading: 'User Content',
        body: [
          'User Content must be yours or used with permission, must be lawful, and must not include personal information of others without their consent. We may remove any User Content that breaks this policy.',
        ],
      },
      {
        id: 'enforcement',
        heading: 'Enforcement',
        body: [
          'We may warn a user, remove content, or reject, suspend or terminate an account that breaks this policy, and may report unlawful conduct to the authorities.',
        ],
      },
      {
        id: 'report',
        heading: 'Reporting',
        body: ['Report a breach of this policy to info@hearth.example; we review every report.'],
      },
    ],
  },
  'zh-CN': {
    title: '可接受使用与行为政策',
    intro: [
      '本政策是《服务条款》和《网站使用条款》的组成部分，规定客户、注册客户、经纪人和服务商在 Hearth 平台上应遵守的行为规范。',
    ],
    sections: [
      {
        id: 'conduct',
        heading: '应有的行为',
        body: [
          '尊重其他用户、经纪人和服务商，如实提供关于您本人和每处物业的信息，并详细描述每一项服务请求。',
        ],
      },
      {
        id: 'prohibited',
        heading: '禁止的使用方式',
        body: [
          [
            '发布虚假、误导性或带有歧视的房源、评价或其他用户内容；',
            '骚扰、威胁任何人或向其发送垃圾信息；',
            '冒充他人或使用他人账户；',
            '上传恶意代码，或试图破坏、探测本平台或使其过载；',
            '以爬取或任何自动化手段收集其他用户的数据；',
            '将本平台用于任何违法目的，包括违反房地产、消费者保护或隐私方面的法律。',
          ],
        ],
      },
      {
        id: 'content',
        heading: '用户内容',
        body: [
          '用户内容必须归您所有或已获许可使用，必须合法，且未经他人同意不得包含他人的个人信息。我们可以删除任何违反本政策的用户内容。',
        ],
      },
      {
        id: 'enforcement',
        heading: '执行',
        body: [
          '对于违反本政策的用户，我们可以发出警告、删除内容，或拒绝、暂停、终止其账户，并可向有关机关报告违法行为。',
        ],
      },
      {
        id: 'report',
        heading: '举报',
        body: ['如发现违反本政策的行为，请发送至 info@hearth.example；我们会审查每一份举报。'],
      },
    ],
  },
};
