import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@hearth/shared';
import type { HeadSite, RouteHeadContext } from '../head/route-head';
import { createTestQueryClient } from './query-client';

/**
 * What a route's `head` gets in the shell (ADR 0032), for a unit test: `t` reads the container's namespace `ns` in
 * `locale` from the i18n instance (load the container's translations first), raw as the shell passes it.
 */
export function routeHeadContext(
  ns: string,
  over: Partial<Omit<RouteHeadContext, 't' | 'site'>> & { site?: HeadSite } = {},
): RouteHeadContext & { queryClient: QueryClient } {
  const locale = over.locale ?? 'en';
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return {
    params: {},
    search: new URLSearchParams(),
    queryClient: createTestQueryClient(),
    site: { mode: 'agent', agent: null },
    origin: 'https://lily.example.com',
    ...over,
    locale,
    t: (key, values) => t(key, { ...values, ns, lng: locale, interpolation: { escapeValue: false } }),
  };
}

/** The seeded agent `lily` as a route's head sees the site's agent (`site.agent`); override any field. */
export function makeTestHeadAgent(
  overrides: Partial<NonNullable<HeadSite['agent']>> = {},
): NonNullable<HeadSite['agent']> {
  return {
    name: 'Lily Chen',
    websiteTitle: 'Lily Chen | Toronto Homes',
    imageUrl: 'https://files.example.com/avatars/lily-chen.svg',
    bannerUrl: 'https://files.example.com/banners/lily.svg',
    phone: '4165550142',
    email: 'lily.chen@hearth.example',
    company: 'Hearth Realty Inc., Brokerage',
    slogan: 'Your home, my commitment.',
    ...overrides,
  };
}
