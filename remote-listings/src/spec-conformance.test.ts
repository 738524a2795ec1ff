import { describeSpecConformance } from '@hearth/shared/testing';
import { shareList } from '@hearth/shared/spec-calls';
import { getShareList } from './features/share-list/api/share-list';

// Every call this remote sends, as its pages send it, against the spec's catalogue (@hearth/shared/spec-calls).
describeSpecConformance('remote-listings', [
  { call: shareList, invoke: (signal) => getShareList(['treb-W1000001', 'treb-W1000002'], signal) },
]);
