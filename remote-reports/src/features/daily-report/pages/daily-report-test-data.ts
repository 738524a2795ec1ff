import { screen, within } from '@testing-library/react';
import type { Locale } from '@hearth/shared';
import { installFetchRoutes, renderRemoteRoute, type RecordedRequest } from '@hearth/shared/testing';
import * as remote from '../../../routes';

/** Test data and helpers of the daily report's page tests (not a test file itself). */
export type Answer = { status?: number; body: unknown };
const card = (mls: string, brokerage: string | null, extra: object = {}) => ({
  mlsNumber: mls,
  imageUrl: `http://files.test/listings/${mls}/1.svg`,
  price: 1250000,
  fullAddress: '12 Bay St, Toronto',
  bedrooms: 3,
  bedroomsPlus: 1,
  washroomInfo: '2',
  brokerage,
  ...extra,
});
const many = (n: number, prefix: string, brokerage: string) =>
  Array.from({ length: n }, (_, i) => card(`${prefix}${i + 1}`, brokerage));
export const NEW = [
  ...many(42, 'R', 'Royal Elite Realty Inc.'),
  ...many(41, 'H', 'HOMEART REALTY INC.'),
  card('E1', 'Eastide Real Estate Ltd.'),
];
export const SOLD = [
  card('S1', 'Eastide Realty', { soldPrice: 1300000, soldInDays: 20 }),
  card('S2', 'Eastide Realty', { soldPrice: 1200000, soldInDays: 4 }),
  card('S3', 'Eastide Realty', { soldPrice: 1250000, soldInDays: 30 }),
];
export const OPEN = [
  card('O1', 'Master Trust Realty', { openhouse: ['2026-11-28 14:00-16:00'] }),
  card('O2', 'Master Trust Realty', { openhouse: ['2026-11-28 14:00-16:00', '2026-11-29 14:00-16:00'] }),
];
export const PNG = 'data:image/png;base64,iVBORw0KGgo=';
export const ok = (data: unknown[]): Answer => ({ body: { code: 200, data } });
export const byType = (r: RecordedRequest) => r.url.searchParams.get('type');

export async function renderDailyReport(
  opts: { query?: string; locale?: Locale; answer?: (type: string | null) => Answer | undefined } = {},
) {
  const data: Record<string, unknown[]> = { new: NEW, sold: SOLD, openhouse: OPEN };
  const fetch = installFetchRoutes({
    'GET cmis /blogArticle/dailylistings': (r) => opts.answer?.(byType(r)) ?? ok(data[byType(r) ?? ''] ?? []),
  });
  const view = await renderRemoteRoute(remote, `/daily-report${opts.query ?? ''}`, { locale: opts.locale });
  return { ...fetch, view };
}

export const group = (name: string) => screen.getByRole('region', { name });
export const cardsOf = (region: HTMLElement) => within(region).getAllByRole('listitem');
export const soonOf = (region: HTMLElement) => within(region).queryAllByRole('img', { name: 'Coming soon' });
