import * as v from 'valibot';
import { captureContractDrops } from '../testing/contract-drops';
import {
  CONTRACT_DROPPED_HOOK,
  DateTimeText,
  Flag,
  Id,
  looseEnum,
  looseNumberEnum,
  maybe,
  NumberLike,
  optionalList,
  PictureUrl,
  pictureList,
  reportDroppedItem,
  tolerantList,
  wireId,
} from './tolerant';

const Item = v.object({ id: Id, name: v.string() });

describe('tolerantList', () => {
  let capture: ReturnType<typeof captureContractDrops>;
  beforeEach(() => (capture = captureContractDrops()));
  afterEach(() => capture.restore());

  it('drops a malformed item, reports it through the global hook, and keeps the others in order', () => {
    const list = tolerantList(Item, 'test:/things data');
    const out = v.parse(list, [{ id: 1, name: 'a' }, { id: 2 }, 'junk', { id: '3', name: 'c' }]);
    expect(out).toEqual([
      { id: '1', name: 'a' },
      { id: '3', name: 'c' },
    ]);
    expect(capture.drops).toEqual([
      { label: 'test:/things data', index: 1, issues: [{ path: 'name', message: expect.any(String) }] },
      { label: 'test:/things data', index: 2, issues: [{ path: '', message: expect.any(String) }] },
    ]);
  });

  it('still fails when the list itself is not an array', () => {
    expect(v.safeParse(tolerantList(Item, 'x'), { id: 1 }).success).toBe(false);
    expect(v.safeParse(tolerantList(Item, 'x'), null).success).toBe(false);
    expect(capture.drops).toEqual([]);
  });

  it('falls back to console.warn without a hook', () => {
    capture.restore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((globalThis as Record<symbol, unknown>)[CONTRACT_DROPPED_HOOK]).toBeUndefined();
      expect(v.parse(tolerantList(Item, 'test:/warn'), [{ id: 1 }])).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('dropped test:/warn[0]'),
        expect.objectContaining({ index: 0 }),
      );
    } finally {
      warn.mockRestore();
      capture = captureContractDrops();
    }
  });

  it('survives a hook that throws', () => {
    capture.restore();
    const global = globalThis as Record<symbol, unknown>;
    global[CONTRACT_DROPPED_HOOK] = () => {
      throw new Error('boom');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      reportDroppedItem({ label: 'x', index: 0, issues: [] });
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
      delete global[CONTRACT_DROPPED_HOOK];
      capture = captureContractDrops();
    }
  });

  it('optionalList: absent, null or not a list → []', () => {
    const S = v.object({ items: optionalList(Item, 'test:/opt items') });
    expect(v.parse(S, {})).toEqual({ items: [] });
    expect(v.parse(S, { items: null })).toEqual({ items: [] });
    expect(v.parse(S, { items: 'nope' })).toEqual({ items: [] });
    expect(v.parse(S, { items: [{ id: 7, name: 'x' }, { name: 'no id' }] })).toEqual({
      items: [{ id: '7', name: 'x' }],
    });
    expect(capture.drops.map((d) => d.index)).toEqual([1]);
  });

  it('pictureList: blank entries dropped silently, non-strings dropped and reported', () => {
    const S = v.object({ pics: pictureList('test:/pics') });
    expect(v.parse(S, { pics: ['', 'http://a/1.jpg', 42, '//cdn/2.png', 'relative.jpg'] })).toEqual({
      pics: ['http://a/1.jpg', 'https://cdn/2.png'],
    });
    expect(capture.drops.map((d) => d.index)).toEqual([2]);
  });
});

describe('scalars', () => {
  it('NumberLike accepts numbers and numeric strings, rejects the rest', () => {
    expect(v.parse(NumberLike, 12.5)).toBe(12.5);
    expect(v.parse(NumberLike, ' 1250000 ')).toBe(1250000);
    expect(v.parse(NumberLike, '1,250,000.50')).toBe(1250000.5);
    expect(v.parse(NumberLike, '-3')).toBe(-3);
    for (const bad of ['', 'abc', '12abc', '1,2', NaN, Infinity, null, true, {}])
      expect(v.safeParse(NumberLike, bad).success).toBe(false);
  });

  it('Id outputs strings; wireId turns numeric ids back into numbers for payloads', () => {
    expect(v.parse(Id, 51001)).toBe('51001');
    expect(v.parse(Id, ' abc-1 ')).toBe('abc-1');
    expect(v.safeParse(Id, '').success).toBe(false);
    expect(v.safeParse(Id, null).success).toBe(false);
    expect(wireId('81001')).toBe(81001);
    expect(wireId('u-81001')).toBe('u-81001');
    expect(wireId(null)).toBeNull();
    expect(wireId(' ')).toBeNull();
  });

  it('Flag accepts the usual spellings', () => {
    expect([true, 'TRUE', 'true', 1, '1', 'y'].map((x) => v.parse(Flag, x))).toEqual(Array(6).fill(true));
    expect([false, 'False', 0, '0', 'no'].map((x) => v.parse(Flag, x))).toEqual(Array(5).fill(false));
    expect(v.safeParse(Flag, 'maybe').success).toBe(false);
  });

  it('PictureUrl: absolute http(s) kept, protocol-relative upgraded, anything else → null', () => {
    expect(v.parse(PictureUrl, ' https://x.test/a.jpg ')).toBe('https://x.test/a.jpg');
    expect(v.parse(PictureUrl, '//x.test/a.jpg')).toBe('https://x.test/a.jpg');
    expect(v.parse(PictureUrl, '')).toBeNull();
    expect(v.parse(PictureUrl, 'javascript:alert(1)')).toBeNull();
  });

  it('maybe(): absent, null or invalid → null; valid passes', () => {
    const S = v.object({ n: maybe(NumberLike) });
    expect(v.parse(S, {})).toEqual({ n: null });
    expect(v.parse(S, { n: null })).toEqual({ n: null });
    expect(v.parse(S, { n: 'oops' })).toEqual({ n: null });
    expect(v.parse(S, { n: '7' })).toEqual({ n: 7 });
  });

  it('looseEnum / looseNumberEnum: any case, unknown → null', () => {
    const T = looseEnum(['Sale', 'Lease']);
    expect(['SALE', 'sale', ' Lease ', 'Rent'].map((x) => v.parse(T, x))).toEqual([
      'Sale',
      'Sale',
      'Lease',
      null,
    ]);
    const C = looseNumberEnum([1, 2, 3, 4]);
    expect([2, '3', 9, 'x', ''].map((x) => v.parse(C, x))).toEqual([2, 3, null, null, null]);
  });
});

describe('DateTimeText', () => {
  it.each([
    ['2027-03-31', '2027-03-31'],
    ['2026-11-18 15:30:00', '2026-11-18T15:30:00'],
    ['2026-11-18 15:30', '2026-11-18T15:30:00'],
    ['2026-11-18T15:30:00Z', '2026-11-18T15:30:00Z'],
    ['2026-11-18T15:30:00.5z', '2026-11-18T15:30:00.500Z'],
    ['2026-11-18T15:30:00.123456+08:00', '2026-11-18T15:30:00.123+08:00'],
    ['2026-11-18T15:30:00-0500', '2026-11-18T15:30:00-05:00'],
    ['2026-11-18 15:30:00 +08', '2026-11-18T15:30:00+08:00'],
  ])('accepts %s → %s', (input, output) => {
    expect(v.parse(DateTimeText, input)).toBe(output);
  });

  it('accepts epoch milliseconds as UTC', () => {
    expect(v.parse(DateTimeText, Date.UTC(2026, 10, 18, 15, 30))).toBe('2026-11-18T15:30:00.000Z');
  });

  it.each(['', 'yesterday', '2026-13-01', '2026-02-30', '2026-11-18 25:00', '18/11/2026', '2026-11-18Z'])(
    'rejects %j',
    (input) => {
      expect(v.safeParse(DateTimeText, input).success).toBe(false);
    },
  );
});
