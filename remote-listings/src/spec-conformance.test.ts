import { describeSpecConformance } from '@hearth/shared/testing';
import {
  createLead as createLeadCall,
  shareList,
  toChinese,
  valuationLoginUid,
} from '@hearth/shared/spec-calls';
import { createLead } from '@hearth/shared/ui';
import { getShareList } from './features/share-list/api/share-list';
import { translateToChinese } from './features/listing-detail/api/to-chinese';
import { buildValuationLead, loginByUid } from './features/valuation/api/request-valuation';

// Every call this remote sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('remote-listings', [
  { call: shareList, invoke: (signal) => getShareList(['treb-W1000001', 'treb-W1000002'], signal) },
  { call: toChinese, invoke: (signal) => translateToChinese('Bright home', signal), answer: { res: '明亮' } },
  // hybrid-pages §7 items 12 and 1: the valuation request's user lookup, then its lead.
  { call: valuationLoginUid, invoke: (signal) => loginByUid('7', signal) },
  {
    call: createLeadCall,
    invoke: (signal) =>
      createLead(
        buildValuationLead(
          '1 Main St',
          { uName: 'Ada', uEmail: 'ada@example.com' },
          { userId: 'agent-lily', yonghuId: '1001' },
          'en',
        ),
        signal,
      ),
  },
]);
