import type { SpecCall } from './spec-call';

/** The calls of `public-site.md` §7 (and any named in its text). */
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
  owners: ['remote-content'],
} as const satisfies SpecCall;
