import type { ListingSchool } from '@hearth/shared/contracts/cmis';
import {
  coordinatesOf,
  distanceKm,
  isGoodSchoolList,
  positive,
  rankRatio,
  showsCost,
  soldTrend,
  virtualTourUrl,
  visibleRemarks,
} from './detail-rules';
import { moneyOrText } from './summary-info';
import { streetViewUrl } from './listing-location';

const school = (rank: string | null): ListingSchool => ({
  name: 'S',
  distance: 1,
  grade: null,
  type: null,
  rank,
});

describe('listing detail display rules', () => {
  it('sold price: up above list, down below, equal without arrow, null when not sold', () => {
    expect(soldTrend(100, 120)).toBe('up');
    expect(soldTrend(100, 90)).toBe('down');
    expect(soldTrend(100, 100)).toBe('equal');
    expect(soldTrend(100, null)).toBeNull();
    expect(soldTrend(100, 0)).toBeNull();
    expect(soldTrend(null, 100)).toBeNull();
  });

  it('virtual tour: only with "http" and through the http(s) guard', () => {
    expect(virtualTourUrl('https://tour.test/1')).toBe('https://tour.test/1');
    expect(virtualTourUrl('Call listing agent for a tour')).toBeNull();
    expect(virtualTourUrl('javascript:alert("http")')).toBeNull();
    expect(virtualTourUrl('')).toBeNull();
    expect(virtualTourUrl(null)).toBeNull();
  });

  it('map only with both coordinates; street view at the coordinates', () => {
    expect(coordinatesOf({ latitude: 43.7, longitude: -79.4 })).toEqual([43.7, -79.4]);
    expect(coordinatesOf({ latitude: 43.7, longitude: null })).toBeNull();
    expect(coordinatesOf({ latitude: null, longitude: null })).toBeNull();
    expect(streetViewUrl(43.7, -79.4)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=43.7%2C-79.4',
    );
  });

  it('cost only for Sale listings not zoned Commercial', () => {
    expect(showsCost({ listingType: 'Sale', zoning: 'Residential' })).toBe(true);
    expect(showsCost({ listingType: 'Sale', zoning: null })).toBe(true);
    expect(showsCost({ listingType: 'Sale', zoning: ' commercial ' })).toBe(false);
    expect(showsCost({ listingType: 'Lease', zoning: 'Residential' })).toBe(false);
    expect(showsCost({ listingType: null, zoning: null })).toBe(false);
  });

  it('schools: km from metres, GoodSchool when any rank ratio is below 0.1', () => {
    expect(distanceKm(1240)).toBe(1.2);
    expect(distanceKm(480)).toBe(0.5);
    expect(distanceKm(1890)).toBe(1.9);
    expect(rankRatio('12/746')).toBeCloseTo(0.016);
    expect(rankRatio('n/a')).toBeNull();
    expect(rankRatio('3/0')).toBeNull();
    expect(isGoodSchoolList([school('150/746'), school('12/746')])).toBe(true);
    expect(isGoodSchoolList([school('150/746'), school('10/100')])).toBe(false);
    expect(isGoodSchoolList([school(null)])).toBe(false);
  });

  it('remarks: the "legal" key (any case) and empty sections hidden', () => {
    expect(
      visibleRemarks([
        { key: 'description', text: 'A' },
        { key: 'Legal', text: 'PLAN' },
        { key: 'extras', text: ' ' },
      ]),
    ).toEqual([{ key: 'description', text: 'A' }]);
    expect(visibleRemarks(null)).toEqual([]);
  });

  it('icons only above 0; money in dollars without decimals, N/A for empty and "-"', () => {
    expect([positive(1), positive(0), positive(null)]).toEqual([true, false, false]);
    expect(moneyOrText(512.3, 'N/A')).toBe('$512');
    expect(moneyOrText('1,200.60', 'N/A')).toBe('$1,201');
    expect(moneyOrText('-', 'N/A')).toBe('N/A');
    expect(moneyOrText('', 'N/A')).toBe('N/A');
    expect(moneyOrText('Included', 'N/A')).toBe('Included');
  });
});
