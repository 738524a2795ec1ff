import { describeSpecConformance } from '@hearth/shared/testing';
import {
  communityEpic,
  dailyListings,
  findCityByProvince as cityCall,
  findCommunityByCity as communityCall,
  findQuotations as quotationsCall,
  marketingWatch,
} from '@hearth/shared/spec-calls';
import { getCommunityEpic } from './features/community/api/community-epic';
import { getDailyListings } from './features/daily-report/api/daily-listings';
import { findCityByProvince } from './features/market-trend/api/find-city-by-province';
import { findCommunityByCity } from './features/market-trend/api/find-community-by-city';
import { ALL, findQuotations } from './features/market-trend/api/find-quotations';
import { getMarketingWatch } from './features/marketing/api/marketing-watch';

// Every call this remote sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('remote-reports', [
  {
    call: dailyListings,
    invoke: (signal) => getDailyListings('sold', 60, signal),
    answer: { code: 200, data: [] },
  },
  {
    // community "all" is the spec's null, sent as the text `null` (a form has no null).
    call: quotationsCall,
    invoke: (signal) => findQuotations({ city: 'Toronto', community: ALL, propertyNew: 'Condo' }, signal),
  },
  {
    call: cityCall,
    invoke: (signal) => findCityByProvince('Ontario', signal),
    answer: { code: 200, data: [] },
  },
  {
    call: communityCall,
    invoke: (signal) => findCommunityByCity('Toronto', signal),
    answer: { code: 200, data: [] },
  },
  { call: marketingWatch, invoke: (signal) => getMarketingWatch('1', signal) },
  {
    call: communityEpic,
    invoke: (signal) => getCommunityEpic({ latitude: 43.65, longitude: -79.38 }, signal),
  },
]);
