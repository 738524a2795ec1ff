import type { BilingualGuide } from './guide';

/** Home Buyers Guide: 10 steps in 4 groups. */
export const BUYER_GUIDE: BilingualGuide = {
  en: {
    title: 'Home Buyers Guide',
    intro: 'Buying a home in ten steps, from your budget to moving in.',
    groups: [
      {
        id: 'step1',
        heading: 'Plan your purchase',
        steps: [
          {
            title: 'Set your budget',
            text: 'Count your down payment, closing costs and the monthly payment you can carry.',
          },
          {
            title: 'Get pre-approved',
            text: 'A mortgage pre-approval tells you how much you can borrow and holds a rate.',
          },
          {
            title: 'Find your agent',
            text: "A buyer's agent represents you and costs you nothing in most sales.",
          },
        ],
      },
      {
        id: 'step2',
        heading: 'Find your home',
        steps: [
          {
            title: 'Search listings',
            text: 'Search by address, MLS number or on the map, and save the homes you like.',
          },
          {
            title: 'Visit homes',
            text: 'Book showings and open houses; compare neighbourhoods, schools and commutes.',
          },
        ],
      },
      {
        id: 'step3',
        heading: 'Make an offer',
        steps: [
          {
            title: 'Write the offer',
            text: 'Your agent prepares the offer with price, deposit, conditions and closing date.',
          },
          {
            title: 'Negotiate',
            text: 'The seller may accept, reject or counter; your agent negotiates for you.',
          },
          {
            title: 'Clear the conditions',
            text: 'Complete the inspection and financing before the conditions expire.',
          },
        ],
      },
      {
        id: 'step4',
        heading: 'Close and move in',
        steps: [
          {
            title: 'Close with your lawyer',
            text: 'Your lawyer checks the title, registers the transfer and pays the land transfer tax.',
          },
          {
            title: 'Get the keys',
            text: 'On closing day you receive the keys; book movers and utilities in advance.',
          },
        ],
      },
    ],
  },
  'zh-CN': {
    title: '买房指南',
    intro: '十个步骤完成买房，从预算到入住。',
    groups: [
      {
        id: 'step1',
        heading: '规划购房',
        steps: [
          { title: '确定预算', text: '算清首付、成交费用以及您能承受的月供。' },
          { title: '贷款预批', text: '房贷预批可以告诉您能借多少钱，并锁定利率。' },
          { title: '找到经纪人', text: '买方经纪人代表您的利益，在大多数交易中不向您收费。' },
        ],
      },
      {
        id: 'step2',
        heading: '寻找房屋',
        steps: [
          { title: '搜索房源', text: '按地址、MLS 编号或在地图上搜索，并收藏喜欢的房屋。' },
          { title: '实地看房', text: '预约看房和开放日，比较社区、学校和通勤。' },
        ],
      },
      {
        id: 'step3',
        heading: '出价',
        steps: [
          { title: '撰写报价', text: '经纪人拟定包含价格、定金、条件和交房日期的报价。' },
          { title: '谈判', text: '卖方可以接受、拒绝或还价；经纪人为您谈判。' },
          { title: '解除条件', text: '在条件到期前完成验房和贷款审批。' },
        ],
      },
      {
        id: 'step4',
        heading: '成交与入住',
        steps: [
          { title: '律师办理成交', text: '律师核查产权、登记过户并缴纳土地转让税。' },
          { title: '拿到钥匙', text: '交房当天您将拿到钥匙；请提前预约搬家和水电服务。' },
        ],
      },
    ],
  },
};
