import * as v from 'valibot';
import { unwrapCode } from '../../api/unwrap';
import { captureContractDrops } from '../../testing/contract-drops';
import { ChannelHouseListResponseSchema } from './channel-house-list';

const page = (data: unknown[]) => ({ code: 200, data, totalPage: 1, totalRecord: data.length, pageSize: 6 });

describe('ChannelHouseListResponseSchema', () => {
  it('accepts a minimal listing (identifier only) and the spec-only paging fields', () => {
    const out = v.parse(ChannelHouseListResponseSchema, {
      code: 200,
      data: [{ identifier: 'treb-N4100001' }],
      totalPage: 1,
      totalRecord: 1,
    });
    expect(unwrapCode(out, 'test').data).toEqual([
      {
        identifier: 'treb-N4100001',
        price: null,
        listingType: null,
        picture: null,
        full_address: null,
        bedrooms: null,
        bedrooms_plus: null,
        washrooms: null,
        garages: null,
        mlsNumber: null,
      },
    ]);
  });
  it('accepts string numbers, an upper-cased listingType, "" picture and extra fields', () => {
    const out = v.parse(
      ChannelHouseListResponseSchema,
      page([
        {
          identifier: 'treb-N4100002',
          price: '3200',
          listingType: 'LEASE',
          picture: '',
          full_address: '1 Main St',
          bedrooms: '2',
          washrooms: '1',
          mlsNumber: 'N4100002',
          virtualTour: 'http://x',
        },
      ]),
    );
    expect(unwrapCode(out, 'test').data[0]).toMatchObject({
      price: 3200,
      listingType: 'Lease',
      picture: null,
      bedrooms: 2,
      bedrooms_plus: null,
      washrooms: 1,
    });
    expect(unwrapCode(out, 'test').data[0]).not.toHaveProperty('virtualTour');
  });
  it('maps an unknown listing type to null instead of failing', () => {
    const out = v.parse(
      ChannelHouseListResponseSchema,
      page([{ identifier: 'x-1', listingType: 'Auction' }]),
    );
    expect(unwrapCode(out, 'test').data[0]?.listingType).toBeNull();
  });
  it('fails on a wrong type in a required field of the envelope', () => {
    expect(
      v.safeParse(ChannelHouseListResponseSchema, { code: 200, data: [], totalPage: 'x', totalRecord: 0 })
        .success,
    ).toBe(false);
  });
  it('drops and reports a listing without a usable identifier; the others survive', () => {
    const capture = captureContractDrops();
    try {
      const out = v.parse(
        ChannelHouseListResponseSchema,
        page([
          { identifier: 'a-1', price: 900000 },
          { identifier: { id: 2 }, price: 1 },
          { identifier: 'c-3' },
        ]),
      );
      expect(unwrapCode(out, 'test').data.map((l) => l.identifier)).toEqual(['a-1', 'c-3']);
      expect(capture.drops).toEqual([
        {
          label: 'cmis:/channel/channelHouseListByUserAttention data',
          index: 1,
          issues: [expect.objectContaining({ path: 'identifier' })],
        },
      ]);
    } finally {
      capture.restore();
    }
  });
});
