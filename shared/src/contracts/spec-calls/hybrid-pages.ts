import type { SpecCall } from './spec-call';

/** The calls of `hybrid-pages.md` §7 (and any named in its text). */
export const shareList = {
  id: 'shareList',
  spec: 'hybrid-pages',
  section: '§7 item 4',
  method: 'GET',
  host: 'cmis',
  path: '/ac/shareList',
  encoding: 'query',
  params: ['text', 'ltype'],
  fixed: { ltype: 0 },
  reads: ['code', 'data[]', 'msg'],
  example: { params: { text: 'treb-W1000001_treb-W1000002', ltype: 0 } },
  owners: ['remote-listings'],
} as const satisfies SpecCall;
