import type { DailyListing } from '@hearth/shared/contracts/cmis';
import { groupListings, matchesGroup, slugOf } from './brokerage-groups';

const card = (mlsNumber: string, brokerage: string | null): DailyListing => ({
  mlsNumber,
  brokerage,
  image: null,
  imageUrl: null,
  price: null,
  soldPrice: null,
  soldInDays: null,
  fullAddress: null,
  bedrooms: null,
  bedroomsPlus: null,
  washroomInfo: null,
  openhouse: [],
});

describe('brokerage groups', () => {
  it('recognises each group by its name words, in any case, as whole words', () => {
    expect(matchesGroup('EASTIDE REAL ESTATE LTD.', 'Eastide')).toBe(true);
    expect(matchesGroup('Master Trust Realty Inc.', 'Master Trust')).toBe(true);
    expect(matchesGroup('Master Trust Realty Inc.', 'Master Choice')).toBe(false);
    expect(matchesGroup('hearth group ltd.', 'Hearth Group')).toBe(true);
    expect(matchesGroup('Hearth Holding Group Inc.', 'Hearth Group')).toBe(false);
    expect(matchesGroup('Royal Elites Realty', 'Royal Elite')).toBe(false);
    expect(matchesGroup(null, 'Eastide')).toBe(false);
  });

  it('puts each listing in its group, in the spec order, then the all-listings HOLDING GROUP', () => {
    const listings = [
      card('1', 'Royal Elite Realty Inc., Brokerage'),
      card('2', 'Hearth Realty Inc.'),
      card('3', 'Sutton Group-Associates Realty Inc.'),
      card('4', 'HOMEART REALTY INC.'),
      card('5', 'Eastide Real Estate Ltd.'),
      card('6', 'Master Choice Realty Corp.'),
      card('7', 'Master Trust Realty Inc.'),
      card('8', 'hearth group ltd.'),
      card('9', null),
      card('10', 'Royal Elite Realty Inc., Brokerage'),
    ];
    const groups = groupListings(listings, 'Hearth');
    expect(groups.map((g) => [g.name, g.listings.map((l) => l.mlsNumber)])).toEqual([
      ['Eastide', ['5']],
      ['Master Trust', ['7']],
      ['Master Choice', ['6']],
      ['Hearth Realty', ['2']],
      ['Royal Elite', ['1', '10']],
      ['Homeart Realty', ['4']],
      ['Hearth Group', ['8']],
      ['Hearth HOLDING GROUP', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']],
    ]);
    expect(groups.map((g) => g.id)).toContain('hearth-holding-group');
    expect(groups.at(-1)?.all).toBe(true);
  });

  it('uses the configured product name and leaves out empty groups', () => {
    const groups = groupListings([card('1', 'Acme Realty Ltd'), card('2', 'Hearth Realty')], 'Acme');
    expect(groups.map((g) => g.name)).toEqual(['Acme Realty', 'Acme HOLDING GROUP']);
    expect(groupListings([], 'Acme')).toEqual([]);
  });

  it('slugs names for files and keys', () => {
    expect(slugOf('Hearth HOLDING GROUP')).toBe('hearth-holding-group');
    expect(slugOf('Master Trust')).toBe('master-trust');
  });
});
