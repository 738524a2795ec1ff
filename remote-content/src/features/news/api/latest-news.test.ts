import * as v from 'valibot';
import { NewsItemSchema } from '@hearth/shared/contracts/newsApi';
import { inProcessZone, OTHER_ZONES } from '@hearth/shared/testing';
import { latestFirst } from './latest-news';

const item = (id: number, createdat: string | null) =>
  v.parse(NewsItemSchema, { id, title: `News ${id}`, source: 'hearth', createdat });

// Zone-less times near a date line and across the fall-back night, a date only, an offset of its own, none.
const ITEMS = [
  item(1, '2026-11-01 05:30:00'),
  item(2, '2026-11-01 06:10:00'),
  item(3, '2026-03-05 04:59:00'),
  item(4, '2026-03-05'),
  item(5, '2026-03-05T12:00:00+08:00'),
  item(6, null),
  item(7, '2026-03-04 23:59:59'),
];

describe('latestFirst in any zone', () => {
  it.each(['America/Toronto', ...OTHER_ZONES])('%s: the same five, newest first', (zone) => {
    expect(inProcessZone(zone, () => latestFirst(ITEMS).map((n) => n.id))).toEqual(['2', '1', '3', '5', '4']);
  });
});
