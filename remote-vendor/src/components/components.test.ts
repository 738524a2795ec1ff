import { decodeReceive, encodeReceive, receiveOrderId, receiveOrderName } from './receive-param';
import { formatShiftedCreatedDate } from './shifted-date';
import { isBadResponse } from './request-outcome';
import { ApiError } from '@hearth/shared';
import { inProcessZone, OTHER_ZONES } from '@hearth/shared/testing';

describe('receive param', () => {
  it('decodes base64 tolerantly: padding, URL-safe alphabet, spaces, an extra percent-encoding', () => {
    expect(receiveOrderId('NTE=')).toBe('51');
    expect(receiveOrderId('NTE')).toBe('51');
    expect(receiveOrderId(' NTE%3D ')).toBe('51');
    expect(receiveOrderName('U08wMDYx')).toBe('SO0061');
    expect(decodeReceive(encodeReceive('a?b'))).toBe('a?b');
    expect(decodeReceive('Pz8_')).toBe('???');
  });
  it('refuses what is not an encoded id or name', () => {
    for (const raw of [undefined, '', '!!!', 'A', '%E0%A4%A', '//79', btoa('abc')])
      expect(receiveOrderId(raw)).toBeNull();
    expect(receiveOrderId(btoa('0'))).toBeNull();
    expect(receiveOrderName(btoa('SO 61'))).toBeNull();
    expect(receiveOrderName(btoa('\u0001x'))).toBeNull();
  });
});

describe('created date shift (spec §9)', () => {
  it('shows the UTC time plus 12 hours as YYYY-MM-DD HH:mm, whatever the form of the date', () => {
    expect(formatShiftedCreatedDate('2026-10-11T03:30:00')).toBe('2026-10-11 15:30');
    expect(formatShiftedCreatedDate('2026-10-11 15:30:00')).toBe('2026-10-12 03:30');
    expect(formatShiftedCreatedDate('2026-10-11T03:30:00Z')).toBe('2026-10-11 15:30');
    expect(formatShiftedCreatedDate('2026-10-11T08:30:00+05:00')).toBe('2026-10-11 15:30');
    expect(formatShiftedCreatedDate('2026-10-11')).toBe('2026-10-11 12:00');
    expect(formatShiftedCreatedDate(null)).toBeNull();
    expect(formatShiftedCreatedDate('soon')).toBeNull();
  });
});

describe('bad response or exception', () => {
  it('treats answered failures as bad responses and the rest as exceptions', () => {
    const err = (kind: ApiError['kind']) => new ApiError({ kind, url: 'x' });
    expect(['http', 'business', 'contract'].map((k) => isBadResponse(err(k as ApiError['kind'])))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isBadResponse(err('network'))).toBe(false);
    expect(isBadResponse(err('timeout'))).toBe(false);
    expect(isBadResponse(new Error('boom'))).toBe(false);
  });
});

describe('created date shift in any zone (ADR 0031)', () => {
  it.each(['America/Toronto', ...OTHER_ZONES])(
    '%s: the spec’s fixed 12 hours, not the visitor’s offset',
    (zone) => {
      const shown = inProcessZone(zone, () =>
        ['2026-11-01 05:30:00', '2026-03-08T06:59:00Z', '2026-10-11'].map(formatShiftedCreatedDate),
      );
      expect(shown).toEqual(['2026-11-01 17:30', '2026-03-08 18:59', '2026-10-11 12:00']);
    },
  );
});
