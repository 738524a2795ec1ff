import type { BilingualGuide } from './guide';

/** Home Sellers Guide: 12 steps in 4 groups. */
export const SELLER_GUIDE: BilingualGuide = {
  en: {
    title: 'Home Sellers Guide',
    intro: 'Selling a home in twelve steps, from getting ready to handing over the keys.',
    groups: [
      {
        id: 'step1',
        heading: 'Get ready',
        steps: [
          {
            title: 'Choose your agent',
            text: 'Interview agents who know your neighbourhood and compare their marketing plans.',
          },
          {
            title: 'Know your numbers',
            text: 'Check your mortgage balance, penalties and moving costs to know what you will net.',
          },
          {
            title: 'Set your timeline',
            text: 'Decide when you need to move and whether you will buy before or after you sell.',
          },
        ],
      },
      {
        id: 'step2',
        heading: 'Price and prepare',
        steps: [
          {
            title: 'Price it right',
            text: 'Your agent compares recent sales nearby to set a price that attracts buyers.',
          },
          {
            title: 'Repair and declutter',
            text: 'Fix small problems and clear rooms so buyers can picture themselves living there.',
          },
          {
            title: 'Stage and photograph',
            text: 'Professional staging and photos make your listing stand out online.',
          },
        ],
      },
      {
        id: 'step3',
        heading: 'Market and show',
        steps: [
          {
            title: 'List your home',
            text: 'Your agent publishes the listing on MLS and the Hearth Platform.',
          },
          {
            title: 'Hold showings and open houses',
            text: 'Keep the home clean and be flexible with viewing times.',
          },
          {
            title: 'Review offers',
            text: 'Compare price, deposit, conditions and closing date with your agent.',
          },
        ],
      },
      {
        id: 'step4',
        heading: 'Close the sale',
        steps: [
          {
            title: 'Negotiate and accept',
            text: 'Agree on the terms and sign the agreement of purchase and sale.',
          },
          {
            title: 'Fulfil the conditions',
            text: 'Give access for inspection and appraisal, and wait for conditions to be waived.',
          },
          {
            title: 'Hand over the keys',
            text: 'Your lawyer completes the closing and you hand the keys to the buyer.',
          },
        ],
      },
    ],
  },
  'zh-CN': {
    title: '卖房指南',
    intro: '十二个步骤完成卖房，从准备工作到交付钥匙。',
    groups: [
      {
        id: 'step1',
        heading: '准备',
        steps: [
          { title: '选择经纪人', text: '面谈熟悉您所在社区的经纪人，比较他们的营销计划。' },
          { title: '算清账目', text: '核对房贷余额、罚金和搬家费用，了解最终到手金额。' },
          { title: '确定时间表', text: '决定何时需要搬家，以及先买后卖还是先卖后买。' },
        ],
      },
      {
        id: 'step2',
        heading: '定价与准备',
        steps: [
          { title: '合理定价', text: '经纪人参考附近近期成交价，制定吸引买家的价格。' },
          { title: '维修与整理', text: '修好小问题、清理房间，让买家能想象自己住在这里。' },
          { title: '布置与拍照', text: '专业的布置和照片让您的房源在网上脱颖而出。' },
        ],
      },
      {
        id: 'step3',
        heading: '推广与看房',
        steps: [
          { title: '挂牌出售', text: '经纪人在 MLS 和 Hearth 平台上发布房源。' },
          { title: '安排看房与开放日', text: '保持房屋整洁，灵活安排看房时间。' },
          { title: '审阅报价', text: '与经纪人比较价格、定金、条件和交房日期。' },
        ],
      },
      {
        id: 'step4',
        heading: '完成交易',
        steps: [
          { title: '谈判并接受报价', text: '商定条款并签署买卖协议。' },
          { title: '满足条件', text: '配合验房和估价，等待买方解除附加条件。' },
          { title: '交付钥匙', text: '律师完成过户手续，您将钥匙交给买家。' },
        ],
      },
    ],
  },
};
