import { describeSpecConformance } from '@hearth/shared/testing';
import {
  agentInfosByHouseId,
  channelHouseList,
  googleAutocomplete,
  googlePlaces,
  queryHouById,
  queryHouCondition,
  selectBy,
  shareList,
  toChinese,
  userInfo,
  createLead as createLeadCall,
  loginUid,
} from '@hearth/shared/spec-calls';
import { createLead } from '@hearth/shared/ui';
import { getAddressSuggestions } from './components/address-search/google-autocomplete';
import { findPlace } from './components/address-search/google-places';
import { getListingAgents } from './features/listing-detail/api/agent-infos-by-house-id';
import { getListingDetail } from './features/listing-detail/api/query-hou-by-id';
import { getChannelHouseList } from './features/listings/api/channel-house-list';
import { queryHouCondition as searchMap } from './features/map-search/api/query-hou-condition';
import { selectByMls } from './features/map-search/api/select-by';
import { getAgentSignature } from './features/share-list/api/agent-signature';
import { getShareList } from './features/share-list/api/share-list';
import { translateToChinese } from './features/listing-detail/api/to-chinese';
import { loginByUid } from '@hearth/shared/site';
import { buildValuationLead } from './features/valuation/api/request-valuation';

// Every call this remote sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('remote-listings', [
  { call: shareList, invoke: (signal) => getShareList(['treb-W1000001', 'treb-W1000002'], signal) },
  { call: toChinese, invoke: (signal) => translateToChinese('Bright home', signal), answer: { res: '明亮' } },
  // hybrid-pages §7 items 12 and 1: the valuation request's user lookup, then its lead.
  { call: loginUid, invoke: (signal) => loginByUid('7', signal) },
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
  // public-site §7 (and hybrid-pages §7 items 3 and 11):
  {
    call: channelHouseList,
    invoke: (signal) => getChannelHouseList({ cimsUrefId: '51001', pageNum: 2, ltype: 0 }, signal),
  },
  { call: queryHouById, invoke: (signal) => getListingDetail({ houid: 'treb-C4200001' }, signal) },
  { call: agentInfosByHouseId, invoke: (signal) => getListingAgents('treb-C4200001', signal) },
  { call: googleAutocomplete, invoke: (signal) => getAddressSuggestions('Yonge St', signal) },
  { call: googlePlaces, invoke: (signal) => findPlace('Toronto', signal) },
  {
    call: queryHouCondition,
    invoke: (signal) =>
      searchMap({ latitude: 43.6529, longitude: -79.3849, radius: 812, lowestPrice: 200 }, 1, signal),
  },
  { call: selectBy, invoke: (signal) => selectByMls(' c4200001 ', signal) },
  { call: userInfo, invoke: (signal) => getAgentSignature('1001', signal) },
]);
