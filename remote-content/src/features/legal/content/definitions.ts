import type { Bilingual, DocSection } from '../../../components/long-form';

/** The defined terms shared by the Terms of Service and the Terms of Use (spec §3: every one of them). */
export const DEFINITIONS: Bilingual<DocSection> = {
  en: {
    id: 'definitions',
    heading: 'Definitions',
    body: [
      'In these terms the following words have the meanings below:',
      [
        '"Client" means any person who uses the Platform to search for, buy, sell or rent a Property, whether or not signed in.',
        '"Registered Client" means a Client who has created an account on the Platform with a valid email address and password.',
        '"Agent" means a real estate salesperson or broker, registered under Ontario law, who offers services through the Platform.',
        '"Vendor" means an independent business that offers home services (for example cleaning, moving, inspection or repair) through the Platform.',
        '"Vendor Service Request" means a request by a Registered Client, made through the Platform, for one discrete service from a Vendor.',
        '"Agent Service Request" means a request by a Registered Client, made through the Platform, for one discrete service from an Agent; the Platform then assigns an Agent to the request.',
        '"Property" means the real property (land, house, condominium unit or other premises) that a listing, a request or a service concerns.',
        '"User Content" means any text, picture, review, message or other material that a user submits to the Platform.',
        '"Feedback" means any suggestion, idea or comment about the Platform that a user gives to us.',
      ],
    ],
  },
  'zh-CN': {
    id: 'definitions',
    heading: '定义',
    body: [
      '本条款中下列用语的含义如下：',
      [
        '"客户"（Client）指使用本平台搜索、购买、出售或租赁物业的任何人，无论其是否已登录。',
        '"注册客户"（Registered Client）指已在本平台使用有效电子邮箱和密码创建账户的客户。',
        '"经纪人"（Agent）指依照安大略省法律注册、通过本平台提供服务的房地产销售代表或经纪。',
        '"服务商"（Vendor）指通过本平台提供家居服务（例如清洁、搬家、验房或维修）的独立商家。',
        '"服务商服务请求"（Vendor Service Request）指注册客户通过本平台向服务商提出的单项服务请求。',
        '"经纪人服务请求"（Agent Service Request）指注册客户通过本平台提出的单项经纪服务请求，随后由本平台为该请求指派经纪人。',
        '"物业"（Property）指房源、请求或服务所涉及的不动产（土地、独立屋、公寓单位或其他场所）。',
        '"用户内容"（User Content）指用户提交至本平台的任何文字、图片、评价、消息或其他材料。',
        '"反馈"（Feedback）指用户向我们提供的关于本平台的任何建议、想法或意见。',
      ],
    ],
  },
};
