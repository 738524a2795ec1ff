import { describeSpecConformance } from '@hearth/shared/testing';
import {
  blogPageList,
  channelHouseList,
  loginSignin,
  newsList,
  register as registerCall,
} from '@hearth/shared/spec-calls';
import { register } from './features/sign-in/api/register';
import { signIn } from './features/sign-in/api/sign-in';
import { agentListingsPage } from './server/seo/api/agent-listings';
import { agentBlogsPage } from './server/seo/api/agent-blogs';
import { portalNewsPage } from './server/seo/api/portal-news';

// Every call the shell sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('shell', [
  {
    call: loginSignin,
    invoke: (signal) => signIn({ keyword: ' ada@example.com ', password: 'secret-1' }, signal),
  },
  {
    call: registerCall,
    invoke: (signal) =>
      register({ email: 'ada@example.com', password: 'secret-1', confirmPassword: 'secret-1' }, signal),
  },
  // The server's sitemap (ADR 0040) pages through the lists the pages show.
  {
    call: channelHouseList,
    invoke: (signal) => agentListingsPage('51001', 2, signal, 300),
    answer: { code: 200, data: [], totalPage: 0, totalRecord: 0 },
  },
  {
    call: blogPageList,
    invoke: (signal) => agentBlogsPage('1001', 2, signal, 300),
    answer: { code: 200, data: [], totalPage: 0, totalRecord: 0 },
  },
  {
    call: newsList,
    invoke: (signal) => portalNewsPage('Hearth', 2, signal, 300),
    answer: { code: 200, data: [], pageNo: 2, totalPage: 3 },
  },
]);
