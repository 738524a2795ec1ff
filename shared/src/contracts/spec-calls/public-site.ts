import type { SpecCall } from './spec-call';

/** The calls of `public-site.md` §7 (and any named in its text). */

/** GET {cmis-api}/bimsUser/getAgentProfile?agentBlogUri={uri}: the site's agent (data.cims_uid). */
export const agentProfile = {
  id: 'agentProfile',
  spec: 'public-site',
  section: '§7 getAgentProfile',
  method: 'GET',
  host: 'cmis',
  path: '/bimsUser/getAgentProfile',
  encoding: 'query',
  params: ['agentBlogUri'],
  reads: ['code', 'data.cims_uid'],
  example: { params: { agentBlogUri: 'lily.localhost' } },
  owners: ['shared'],
} as const satisfies SpecCall;

/** The home and blog-list version of the agent's articles: ltype as the page, is_show_web=1, pageSize 10. */
export const blogPageList = {
  id: 'blogPageList',
  spec: 'public-site',
  section: '§7 pageListByUserId (home and list version)',
  method: 'GET',
  host: 'cmis',
  path: '/blogArticle/pageListByUserId',
  encoding: 'query',
  params: ['userId', 'pageNum', 'pageSize', 'ltype', 'is_show_web'],
  fixed: { pageSize: 10, is_show_web: 1 },
  reads: ['code', 'data[]', 'totalPage', 'totalRecord', 'pageSize', 'pageNo'],
  example: { params: { userId: 1001, pageNum: 1, pageSize: 10, ltype: 1, is_show_web: 1 } },
  owners: ['remote-content', 'shell'],
} as const satisfies SpecCall;

/**
 * "Another version uses ltype=1 without is_show_web" (§7): the spec does not say which page sends it, and none of
 * ours does (the home and the blog list send `blogPageList`); kept so the sandbox takes it as the spec states it.
 */
export const blogPageListEnglish = {
  id: 'blogPageListEnglish',
  spec: 'public-site',
  section: '§7 pageListByUserId (other version)',
  method: 'GET',
  host: 'cmis',
  path: '/blogArticle/pageListByUserId',
  encoding: 'query',
  params: ['userId', 'pageNum', 'pageSize', 'ltype'],
  fixed: { pageSize: 10, ltype: 1 },
  reads: ['code', 'data[]', 'totalPage', 'totalRecord', 'pageSize', 'pageNo'],
  example: { params: { userId: 1001, pageNum: 1, pageSize: 10, ltype: 1 } },
  owners: [],
} as const satisfies SpecCall;

/** POST JSON {analysis-service}/nlp/chinese with strs (the blog titles). */
export const nlpChinese = {
  id: 'nlpChinese',
  spec: 'public-site',
  section: '§7 nlp/chinese',
  method: 'POST',
  host: 'analysisService',
  path: '/nlp/chinese',
  encoding: 'json',
  params: ['strs'],
  reads: ['data.code', 'data.data[].text', 'data.data[].entries[].name', 'data.data[].entries[].type'],
  example: { params: { strs: ['Toronto condo market', '多伦多公寓'] } },
  owners: ['remote-content'],
} as const satisfies SpecCall;

/** GET {cmis-api}/channel/channelHouseListByUserAttention: the agent's featured listings, 6 a page. */
export const channelHouseList = {
  id: 'channelHouseList',
  spec: 'public-site',
  section: '§7 channelHouseListByUserAttention',
  method: 'GET',
  host: 'cmis',
  path: '/channel/channelHouseListByUserAttention',
  encoding: 'query',
  params: ['cimsUrefId', 'pageNum', 'pageSize', 'ltype'],
  fixed: { pageSize: 6 },
  reads: ['code', 'data[]', 'totalPage', 'totalRecord', 'pageSize'],
  example: { params: { cimsUrefId: 51001, pageNum: 1, pageSize: 6, ltype: 1 } },
  owners: ['remote-listings', 'shell'],
} as const satisfies SpecCall;

/** GET {blog-service}/getDetailById?id&ltype=1: one article (ltype is 1 whatever the page's language). */
export const blogDetail = {
  id: 'blogDetail',
  spec: 'public-site',
  section: '§7 getDetailById',
  method: 'GET',
  host: 'blogService',
  path: '/getDetailById',
  encoding: 'query',
  params: ['id', 'ltype'],
  fixed: { ltype: 1 },
  reads: ['code', 'data'],
  example: { params: { id: 1, ltype: 1 } },
  owners: ['remote-content'],
} as const satisfies SpecCall;

/** POST form-urlencoded {cmis-api}/blogArticle/selectRecommendByAgentId: userId 0, excludeId, is_show_web 1. */
export const selectRecommendByAgentId = {
  id: 'selectRecommendByAgentId',
  spec: 'public-site',
  section: '§7 selectRecommendByAgentId',
  method: 'POST',
  host: 'cmis',
  path: '/blogArticle/selectRecommendByAgentId',
  encoding: 'form',
  params: ['userId', 'excludeId', 'is_show_web'],
  fixed: { userId: 0, is_show_web: 1 },
  reads: ['data.data[]'],
  example: { params: { userId: 0, excludeId: 1, is_show_web: 1 } },
  owners: ['remote-content'],
} as const satisfies SpecCall;

/** GET {cmis-api}/mh/queryHouByid?houid&ltype&userid: a listing's detail (ltype and userid default to 1). */
export const queryHouById = {
  id: 'queryHouById',
  spec: 'public-site',
  section: '§7 queryHouByid',
  method: 'GET',
  host: 'cmis',
  path: '/mh/queryHouByid',
  encoding: 'query',
  params: ['houid', 'ltype', 'userid'],
  reads: ['code', 'data'],
  example: { params: { houid: 'treb-C4200001', ltype: 1, userid: 1 } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/** GET {analysis service}/google/autocomplete?searchtext (also hybrid-pages §7 item 11: one call, one entry). */
export const googleAutocomplete = {
  id: 'googleAutocomplete',
  spec: 'public-site',
  section: '§7 google/autocomplete; hybrid-pages §7 item 11',
  method: 'GET',
  host: 'analysisService',
  path: '/google/autocomplete',
  encoding: 'query',
  params: ['searchtext'],
  reads: ['code', 'data.predictions[].description'],
  example: { params: { searchtext: 'Yonge' } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/** GET {analysis service}/google/places?searchtext: the first candidate (geometry.location, name). */
export const googlePlaces = {
  id: 'googlePlaces',
  spec: 'public-site',
  section: '§7 google/places',
  method: 'GET',
  host: 'analysisService',
  path: '/google/places',
  encoding: 'query',
  params: ['searchtext'],
  reads: ['code', 'data.candidates[0].geometry.location', 'data.candidates[0].name'],
  example: { params: { searchtext: 'Toronto' } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/**
 * GET {house recommend service}/getAgentInfosByHouseId?houId: the listing's agents. The host key is optional in
 * the runtime config: without it the module sends the same call to the cmis host.
 */
export const agentInfosByHouseId = {
  id: 'agentInfosByHouseId',
  spec: 'public-site',
  section: '§7 getAgentInfosByHouseId',
  method: 'GET',
  host: 'houseRecommend',
  path: '/getAgentInfosByHouseId',
  encoding: 'query',
  params: ['houId'],
  reads: ['code', 'data[]'],
  example: { params: { houId: 'treb-C4200001' } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/** GET {cmis api}/blogArticle/dailylistings?type=new|sold|openhouse&ltype=0&count: one tab of the daily report. */
export const dailyListings = {
  id: 'dailyListings',
  spec: 'public-site',
  section: '§7 dailylistings',
  method: 'GET',
  host: 'cmis',
  path: '/blogArticle/dailylistings',
  encoding: 'query',
  params: ['type', 'ltype', 'count'],
  fixed: { ltype: 0 },
  reads: ['code', 'data[].brokerage'],
  example: { params: { type: 'new', ltype: 0, count: 60 } },
  owners: ['remote-reports'],
} as const satisfies SpecCall;

/**
 * GET {cmis api}/ur/info?userId={id}&ltype=1: the agent's details with data.agentSignatureImg (about-agent; also
 * hybrid-pages §7 item 3, the share list's QR code). ltype is 1 whatever the page's language.
 */
export const userInfo = {
  id: 'userInfo',
  spec: 'public-site',
  section: '§7 ur/info (about-agent); hybrid-pages §7 item 3',
  method: 'GET',
  host: 'cmis',
  path: '/ur/info',
  encoding: 'query',
  params: ['userId', 'ltype'],
  fixed: { ltype: 1 },
  reads: ['code', 'data.agentSignatureImg'],
  example: { params: { userId: 1001, ltype: 1 } },
  owners: ['remote-content', 'remote-listings'],
} as const satisfies SpecCall;

/** GET {cmis api}/ur/info?userId={cims_uid}&ltype=1&isLoadAvatar=false: the site owner (the agent-site load). */
export const siteUserInfo = {
  id: 'siteUserInfo',
  spec: 'public-site',
  section: '§7 ur/info (agent-site load)',
  method: 'GET',
  host: 'cmis',
  path: '/ur/info',
  encoding: 'query',
  params: ['userId', 'ltype', 'isLoadAvatar'],
  fixed: { ltype: 1, isLoadAvatar: false },
  reads: ['code', 'data'],
  example: { params: { userId: 51001, ltype: 1, isLoadAvatar: false } },
  owners: ['shared'],
} as const satisfies SpecCall;

/** POST {cmis api}/mh/queryHouCondition: the map search (houCondition, page, rows 54, userid 0, ltype 0). */
export const queryHouCondition = {
  id: 'queryHouCondition',
  spec: 'public-site',
  section: '§7 queryHouCondition',
  method: 'POST',
  host: 'cmis',
  path: '/mh/queryHouCondition',
  encoding: 'json',
  params: ['houCondition', 'page', 'rows', 'userid', 'ltype'],
  fixed: { rows: 54, userid: 0, ltype: 0 },
  reads: ['status', 'code', 'data.data[]', 'data.totalRecord', 'data.totalPage'],
  readings:
    'The spec says "POST" without an encoding. Read as a JSON body: houCondition is an object (§3 "Search filter ' +
    'condition"), which a JSON body carries as is, and the spec marks its url-encoded calls as such ("POST ' +
    '(url-encoded)", "POST form-urlencoded"). The other reading, a form body with houCondition as JSON text, is ' +
    'accepted by the sandbox too (QueryHouConditionBodySchema takes houCondition as an object or its JSON text).',
  example: {
    params: {
      houCondition: { latitude: 43.6529, longitude: -79.3849, radius: 812, lowestPrice: 200 },
      page: 1,
      rows: 54,
      userid: 0,
      ltype: 0,
    },
  },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

/** GET {cmis api}/mh/queryHouIdMap?houid&ltype=0&userid=1 (no page of ours sends it). */
export const queryHouIdMap = {
  id: 'queryHouIdMap',
  spec: 'public-site',
  section: '§7 queryHouIdMap',
  method: 'GET',
  host: 'cmis',
  path: '/mh/queryHouIdMap',
  encoding: 'query',
  params: ['houid', 'ltype', 'userid'],
  fixed: { ltype: 0, userid: 1 },
  reads: [],
  example: { params: { houid: 'treb-C4200001', ltype: 0, userid: 1 } },
  owners: [],
} as const satisfies SpecCall;

/** GET {cmis api}/mh/selectBy?selectBy={mls}&cityid=1: the listings of an MLS number (data.houlist). */
export const selectBy = {
  id: 'selectBy',
  spec: 'public-site',
  section: '§7 selectBy',
  method: 'GET',
  host: 'cmis',
  path: '/mh/selectBy',
  encoding: 'query',
  params: ['selectBy', 'cityid'],
  fixed: { cityid: 1 },
  reads: ['data.houlist'],
  example: { params: { selectBy: 'C4200001', cityid: 1 } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;

const FLAT_POST_READINGS =
  'The spec says "POST" without an encoding. Read as a JSON body: the spec marks its url-encoded calls as such ' +
  '("POST (url-encoded)", "POST form-urlencoded") and names this body a payload (§3), like the JSON calls of ' +
  'the same service (hybrid-pages §7 item 12, login/uid). The other reading, a form body of the same names, is ' +
  'accepted by the sandbox too.';

/** POST {cmis api}/regis/rgs: keyword, password, type 1, ltype 0, comfirmPassword (sic), countryId 38. */
export const register = {
  id: 'register',
  spec: 'public-site',
  section: '§7 regis/rgs',
  method: 'POST',
  host: 'cmis',
  path: '/regis/rgs',
  encoding: 'json',
  params: ['keyword', 'password', 'type', 'ltype', 'comfirmPassword', 'countryId'],
  fixed: { type: 1, ltype: 0, countryId: 38 },
  reads: ['status', 'data.code'],
  readings: FLAT_POST_READINGS,
  example: {
    params: {
      keyword: 'new.client@example.com',
      password: 'secret-1',
      type: 1,
      ltype: 0,
      comfirmPassword: 'secret-1',
      countryId: 38,
    },
  },
  owners: ['shell'],
} as const satisfies SpecCall;

/** POST {cmis api}/login/signin: keyword, password, ltype 0; data.code 200 and data.data (the client). */
export const loginSignin = {
  id: 'loginSignin',
  spec: 'public-site',
  section: '§7 login/signin',
  method: 'POST',
  host: 'cmis',
  path: '/login/signin',
  encoding: 'json',
  params: ['keyword', 'password', 'ltype'],
  fixed: { ltype: 0 },
  reads: ['data.code', 'data.data'],
  readings: FLAT_POST_READINGS,
  example: { params: { keyword: 'nobody@example.com', password: 'wrong', ltype: 0 } },
  owners: ['shell'],
} as const satisfies SpecCall;

/** POST (url-encoded) {news api}/new/{product}WebNewsList: ltype 0 (whatever the page's language), page size 5. */
export const newsList = {
  id: 'newsList',
  spec: 'public-site',
  section: '§7 news list',
  method: 'POST',
  host: 'newsApi',
  path: '/new/{product}WebNewsList',
  encoding: 'form',
  params: ['ltype', 'pageNum', 'pageSize', 'channelName'],
  fixed: { ltype: 0, pageSize: 5 },
  reads: ['data.data', 'pageNo', 'totalPage'],
  example: { path: { product: 'Hearth' }, params: { ltype: 0, pageNum: 1, pageSize: 5, channelName: 'all' } },
  owners: ['remote-content', 'shell'],
} as const satisfies SpecCall;

/** POST (url-encoded) {news api}/new/selectPopular{product}News: ltype 0, count 5. */
export const newsPopular = {
  id: 'newsPopular',
  spec: 'public-site',
  section: '§7 news popular',
  method: 'POST',
  host: 'newsApi',
  path: '/new/selectPopular{product}News',
  encoding: 'form',
  params: ['ltype', 'count'],
  fixed: { ltype: 0, count: 5 },
  reads: ['data.data[].id', 'data.data[].browseCount'],
  example: { path: { product: 'Hearth' }, params: { ltype: 0, count: 5 } },
  owners: ['remote-content'],
} as const satisfies SpecCall;

/** GET {news api}/new/{product}NewsInfo?ltype=0&type={source}&id={id}: one news item. */
export const newsInfo = {
  id: 'newsInfo',
  spec: 'public-site',
  section: '§7 news info',
  method: 'GET',
  host: 'newsApi',
  path: '/new/{product}NewsInfo',
  encoding: 'query',
  params: ['ltype', 'type', 'id'],
  fixed: { ltype: 0 },
  reads: ['data'],
  example: { path: { product: 'Hearth' }, params: { ltype: 0, type: 'hearth', id: 1 } },
  owners: ['remote-content'],
} as const satisfies SpecCall;

/** The contact form's e-mail job: POST {messaging queue}/mnsao/messagequeue/batchsend {message[], queuename}. */
export const batchSend = {
  id: 'batchSend',
  spec: 'public-site',
  section: '§7 contact form (messaging queue)',
  method: 'POST',
  host: 'messagingQueue',
  path: '/mnsao/messagequeue/batchsend',
  encoding: 'json',
  params: ['message', 'queuename'],
  reads: ['status'],
  readings:
    'The spec says "POST" without an encoding. Read as a JSON body: the payload is nested (a message array, each ' +
    'with msg {MessageTag, Message {test, dataset {to, from, subject, html}}} and delaysec), which a form body of ' +
    'name=value pairs cannot carry; the only other reading, that JSON text sent as a form body, is accepted by ' +
    'the sandbox too.',
  example: {
    params: {
      message: [
        {
          msg: {
            MessageTag: 'tag-send-email',
            Message: {
              test: true,
              dataset: {
                to: 'info@hearth.example',
                from: 'noreply@hearth.example',
                subject: 'Inquiry From Hearth Epic Website',
                html: '<p><strong>Email:</strong> someone@example.com</p>',
              },
            },
          },
          delaysec: 10,
        },
      ],
      queuename: 'hearth-email',
    },
  },
  owners: ['remote-content'],
} as const satisfies SpecCall;
