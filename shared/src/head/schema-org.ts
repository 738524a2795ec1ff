// `@hearth/shared/schema-org`: the schema.org JSON-LD a route's head declares (ADR 0032), built from the data the
// spec's answers promise. Pure and import-free at run time (its own URL rules only), so the shell's route table,
// which must stay pure data, may build the home's.
import type { JsonLd, JsonValue } from './page-head';
import { httpUrl, siteUrl, type HeadLocale } from './site-url';

export { siteUrl };

const CONTEXT = 'https://schema.org';

/** The fields whose value is known: JSON-LD leaves an unknown property out (null, undefined, blank text). */
export function knownFields(fields: Record<string, JsonValue | undefined>): { [key: string]: JsonValue } {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== null && value !== undefined && !(typeof value === 'string' && !value.trim()),
    ),
  ) as { [key: string]: JsonValue };
}

/** The site's agent as the head knows it (the spec's agent info: ur/info). */
export interface AgentFacts {
  name: string | null;
  imageUrl: string | null;
  /** The phone shown on the site (the mobile, else the office phone), as received. */
  phone?: string | null;
  email?: string | null;
  /** The brokerage. */
  company?: string | null;
  slogan?: string | null;
}

/** A North American number (10 digits, or 11 with the country's 1) in E.164; anything else: null. */
export function nanpE164(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/[\s().+-]/g, '');
  const national = /^1?([2-9]\d{2}[2-9]\d{6})$/.exec(digits)?.[1];
  return national ? `+1${national}` : null;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * The agent whose site this is, as a `RealEstateAgent` (the home and the about-agent page): `@id` and `url` are the
 * site's home (one entity on both pages), name, the avatar (http(s) only), the phone in E.164, the e-mail, the
 * slogan and the brokerage as `parentOrganization`. No address: the spec's agent info has none. Null without a name.
 */
export function realEstateAgentJsonLd(agent: AgentFacts, origin: string | null | undefined): JsonLd | null {
  const name = agent.name?.trim();
  if (!name) return null;
  const home = siteUrl(origin, '/', null);
  const email = agent.email?.trim() ?? '';
  const company = agent.company?.trim();
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    ...knownFields({
      '@id': home ? `${home}#agent` : null,
      name,
      url: home,
      image: httpUrl(agent.imageUrl, origin),
      telephone: nanpE164(agent.phone),
      email: EMAIL.test(email) ? email : null,
      slogan: agent.slogan?.trim() ?? null,
      parentOrganization: company ? { '@type': 'Organization', name: company } : null,
    }),
  };
}

/** One step of a visible trail: its label, and the site path it links to (none for the current page). */
export interface TrailStep {
  name: string;
  path?: string | null;
}

/**
 * The page's visible trail (Home › Blog › …) as a `BreadcrumbList`: each step a `ListItem` at its position, linked
 * to the step's page in the page's language; the current page (the last step, no link) has no `item`, as on screen.
 */
export function breadcrumbListJsonLd(
  trail: readonly TrailStep[],
  origin: string | null | undefined,
  locale: HeadLocale,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...knownFields({
        name: step.name,
        item: step.path && index < trail.length - 1 ? siteUrl(origin, step.path, locale) : null,
      }),
    })),
  };
}

/** One entry of a list page: the entry's own JSON-LD and the URL of its page. */
export interface ListEntry {
  item: JsonLd;
  url?: string | null;
}

/** A page listing things (the shared listings) as an `ItemList` of `ListItem`s, in the page's order. */
export function itemListJsonLd(entries: readonly ListEntry[], name?: string | null): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    ...knownFields({ name, numberOfItems: entries.length }),
    // Each entry without its own @context (the list's applies), with its page's URL.
    itemListElement: entries.map(({ item, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: knownFields({ ...item, '@context': undefined, url: url ?? item.url }),
    })),
  };
}
