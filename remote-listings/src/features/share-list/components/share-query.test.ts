import type { SharedListing } from '@hearth/shared/contracts/cmis';
import {
  boardOf,
  cardToSummary,
  parseShareIds,
  signatureImageSrc,
  signatureOn,
  toShareCard,
} from './share-query';
import { SHARE_TEMPLATES, shareTemplateUrl } from './share-links';

describe('share list query', () => {
  it('splits ids on _, %40 and @', () => {
    expect(parseShareIds('treb-C1_treb-C2')).toEqual(['treb-C1', 'treb-C2']);
    expect(parseShareIds('treb-C1@rebgv-R2')).toEqual(['treb-C1', 'rebgv-R2']);
    expect(parseShareIds('treb-C1%40treb-C2')).toEqual(['treb-C1', 'treb-C2']);
    expect(parseShareIds(new URLSearchParams('ids=treb-C1%40treb-C2_crea-X3').get('ids'))).toEqual([
      'treb-C1',
      'treb-C2',
      'crea-X3',
    ]);
    expect(parseShareIds('')).toEqual([]);
    expect(parseShareIds(null)).toEqual([]);
    expect(parseShareIds('__@')).toEqual([]);
  });

  it('detects the board before the first hyphen of the first id', () => {
    expect(boardOf(['rebgv-R1-2', 'treb-C1'])).toBe('rebgv');
    expect(boardOf(['TREB-C1'])).toBe('treb');
    expect(boardOf(['crea-X1'])).toBe('crea');
    expect(boardOf(['other-X1'])).toBeNull();
    expect(boardOf(['nohyphen'])).toBeNull();
    expect(boardOf([])).toBeNull();
  });

  it('reads the signature flag', () => {
    expect([signatureOn('true'), signatureOn('TRUE'), signatureOn('1')]).toEqual([true, true, true]);
    expect([signatureOn('false'), signatureOn(null), signatureOn('yes')]).toEqual([false, false, false]);
  });
});

describe('share card mapping (hybrid §3)', () => {
  const raw: SharedListing = {
    identifier: 'treb-C1',
    price: null,
    listingType: 'Lease',
    fullAddress: '1 King St',
    bedrooms: 2,
    bedroomsPlus: 1,
    washrooms: 1,
    newPictures: ['https://x/1.svg', 'https://x/2.svg'],
    mlsNumber: 'C1',
  };
  it('price -1 when missing, garages always -1, first picture', () => {
    expect(toShareCard(raw)).toEqual({
      id: 'treb-C1',
      price: -1,
      type: 'Lease',
      address: '1 King St',
      bedrooms: 2,
      bedroomPlus: 1,
      bathrooms: 1,
      garages: -1,
      picture: 'https://x/1.svg',
      mlsNumber: 'C1',
    });
  });
  it('the card input shows -1 as absent (N/A price, no garage icon)', () => {
    expect(cardToSummary(toShareCard({ ...raw, newPictures: [] }))).toMatchObject({
      identifier: 'treb-C1',
      price: null,
      garages: null,
      picture: null,
      bedrooms_plus: 1,
      washrooms: 1,
    });
  });
});

describe('signature image', () => {
  it('accepts only base64 image data', () => {
    expect(signatureImageSrc('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(signatureImageSrc('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(signatureImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(signatureImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(signatureImageSrc('https://evil.test/x.png')).toBeNull();
    expect(signatureImageSrc('javascript:alert(1)')).toBeNull();
    expect(signatureImageSrc('QUJD')).toBeNull();
    expect(signatureImageSrc(null)).toBeNull();
  });
});

describe('share templates', () => {
  it('builds an http(s) URL per target with encoded values', () => {
    for (const target of SHARE_TEMPLATES) {
      const href = shareTemplateUrl(target, 'https://a.test/hybrid/share/list?ids=a_b&x=1', 'Lily & co')!;
      expect(href).toMatch(/^https:\/\//);
      expect(href).toContain(encodeURIComponent('https://a.test/hybrid/share/list?ids=a_b&x=1'));
      expect(href).not.toContain('ids=a_b&x=1');
    }
    expect(shareTemplateUrl('twitter', 'u', 'Lily & co')).toContain('text=Lily%20%26%20co');
  });
});
