import { describeSpecConformance } from '@hearth/shared/testing';
import {
  batchSend,
  blogDetail,
  blogPageList,
  newsInfo,
  newsList,
  newsPopular,
  nlpChinese,
  selectRecommendByAgentId,
  userInfo,
} from '@hearth/shared/spec-calls';
import { getAgentInfo } from './features/about-agent/api/agent-info';
import { getBlogDetail } from './features/blogs/api/blog-detail';
import { getBlogPageList } from './features/blogs/api/blog-page-list';
import { getHotBlogs } from './features/blogs/api/hot-blogs';
import { postNlpChinese } from './features/blogs/api/nlp-chinese';
import { batchSend as sendEmailJob, contactEmailJob } from './features/contact/api/batch-send';
import { getNewsInfo } from './features/news/api/news-info';
import { getNewsPage } from './features/news/api/news-list';
import { getPopularNews } from './features/news/api/news-popular';

// Every call this remote sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('remote-content', [
  { call: userInfo, invoke: (signal) => getAgentInfo('1001', signal) },
  {
    call: blogPageList,
    invoke: (signal) => getBlogPageList({ userId: '1001', pageNum: 2, ltype: 0 }, signal),
    answer: { code: 200, data: [], totalPage: 0, totalRecord: 0 },
  },
  { call: nlpChinese, invoke: (signal) => postNlpChinese(['多伦多公寓', 'Toronto condos'], signal) },
  { call: blogDetail, invoke: (signal) => getBlogDetail('12', signal) },
  {
    call: selectRecommendByAgentId,
    invoke: (signal) => getHotBlogs({ excludeId: '12' }, signal),
    answer: { code: 200, data: [] },
  },
  {
    call: newsList,
    invoke: (signal) => getNewsPage({ productName: 'Hearth', type: 'hearth_web_story', pageNum: 2 }, signal),
    answer: { code: 200, data: [], pageNo: 2, totalPage: 3 },
  },
  {
    call: newsPopular,
    invoke: (signal) => getPopularNews('Hearth', signal),
    answer: { code: 200, data: [] },
  },
  {
    call: newsInfo,
    invoke: (signal) => getNewsInfo({ productName: 'Hearth', source: 'partner', id: '9' }, signal),
  },
  {
    call: batchSend,
    invoke: (signal) =>
      sendEmailJob(
        contactEmailJob(
          { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
          { productName: 'Hearth', queueName: 'hearth-email', test: true },
        ),
        signal,
      ),
  },
]);
