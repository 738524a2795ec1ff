import { headFor, type JsonLd } from './page-head';
import { headTagsHtml } from './head-tags';
import {
  breadcrumbListJsonLd,
  itemListJsonLd,
  knownFields,
  nanpE164,
  realEstateAgentJsonLd,
} from './schema-org';

const ORIGIN = 'https://lily.example.com';

const lily = {
  name: 'Lily Chen',
  imageUrl: '/files/avatars/lily-chen.svg',
  phone: '4165550142',
  email: 'lily.chen@hearth.example',
  company: 'Hearth Realty Inc., Brokerage',
  slogan: 'Your home, my commitment.',
};

describe('realEstateAgentJsonLd', () => {
  it("is the site's agent: one @id for the home and the about page, absolute avatar, E.164 phone", () => {
    expect(realEstateAgentJsonLd(lily, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://lily.example.com/#agent',
      name: 'Lily Chen',
      url: 'https://lily.example.com/',
      image: 'https://lily.example.com/files/avatars/lily-chen.svg',
      telephone: '+14165550142',
      email: 'lily.chen@hearth.example',
      slogan: 'Your home, my commitment.',
      parentOrganization: { '@type': 'Organization', name: 'Hearth Realty Inc., Brokerage' },
    });
  });

  it('leaves out what the agent info lacks or what is not usable; no name, no agent', () => {
    const minimal = { name: 'Dora Li', imageUrl: 'javascript:alert(1)', phone: '12', email: 'not an email' };
    expect(realEstateAgentJsonLd(minimal, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://lily.example.com/#agent',
      name: 'Dora Li',
      url: 'https://lily.example.com/',
    });
    expect(realEstateAgentJsonLd({ ...lily, name: '  ' }, ORIGIN)).toBeNull();
  });

  it('without an origin (an older shell) keeps only absolute http(s) pictures and no URLs of its own', () => {
    const agent = realEstateAgentJsonLd({ ...lily, imageUrl: 'https://cdn.example.com/lily.jpg' }, undefined);
    expect(agent).not.toHaveProperty('url');
    expect(agent).not.toHaveProperty('@id');
    expect(agent?.image).toBe('https://cdn.example.com/lily.jpg');
    expect(realEstateAgentJsonLd(lily, undefined)).not.toHaveProperty('image');
  });

  it('cannot close its data block, whatever the agent info holds', () => {
    const hostile = realEstateAgentJsonLd(
      { ...lily, name: 'Lily </script><script>alert(1)</script>' },
      ORIGIN,
    );
    const html = headTagsHtml(
      headFor(
        { jsonLd: [hostile as JsonLd] },
        { origin: ORIGIN, pathname: '/', search: '', locale: 'en', siteName: null, productName: null },
      ),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('Lily \\u003c/script\\u003e');
  });
});

describe('nanpE164', () => {
  it('gives E.164 for a North American number and null for anything else', () => {
    expect(nanpE164('(416) 555-0142')).toBe('+14165550142');
    expect(nanpE164('+1 604 555 0199')).toBe('+16045550199');
    expect(nanpE164('0165550142')).toBeNull();
    expect(nanpE164('12')).toBeNull();
    expect(nanpE164(null)).toBeNull();
  });
});

describe('breadcrumbListJsonLd', () => {
  it("is the visible trail: linked steps in the page's language, the current page without an item", () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blogs' },
      { name: 'Open house tips' },
    ];
    expect(breadcrumbListJsonLd(trail, ORIGIN, 'zh-CN')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lily.example.com/?ltype=0' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://lily.example.com/blogs?ltype=0' },
        { '@type': 'ListItem', position: 3, name: 'Open house tips' },
      ],
    });
  });

  it('never links the last step, and keeps a path on the site (no other host)', () => {
    const list = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '//evil.example/x' },
        { name: 'Blog', path: '/blogs' },
      ],
      ORIGIN,
      'en',
    );
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: 'https://lily.example.com//evil.example/x?ltype=1',
      },
      { '@type': 'ListItem', position: 2, name: 'Blog' },
    ]);
  });
});

describe('itemListJsonLd', () => {
  it("lists the entries in order, each with its page's URL and without its own @context", () => {
    const listing: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: '1 Main St',
    };
    expect(
      itemListJsonLd(
        [
          { item: listing, url: 'https://lily.example.com/listing/a' },
          { item: { '@type': 'RealEstateListing' }, url: null },
        ],
        'Shared listings',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Shared listings',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'RealEstateListing',
            name: '1 Main St',
            url: 'https://lily.example.com/listing/a',
          },
        },
        { '@type': 'ListItem', position: 2, item: { '@type': 'RealEstateListing' } },
      ],
    });
  });
});

describe('knownFields', () => {
  it('drops null, undefined and blank text, keeps false and 0', () => {
    expect(knownFields({ a: null, b: undefined, c: ' ', d: false, e: 0, f: 'x' })).toEqual({
      d: false,
      e: 0,
      f: 'x',
    });
  });
});
