import { headFor, type JsonLd } from './page-head';
import { headTagsHtml, jsonLdText } from './head-tags';

const hostile = '</script><script>alert(1)</script> "quoted" & \'single\'';
const listing: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'RealEstateListing',
  name: hostile,
  about: {
    '@type': 'Residence',
    address: { '@type': 'PostalAddress', streetAddress: `${hostile}\u2028\u2029` },
  },
};
const head = headFor(
  {
    title: `Listing ${hostile}`,
    description: hostile,
    image: 'https://cdn.example.com/1.jpg?a=1&b=2',
    jsonLd: [listing],
  },
  {
    origin: 'https://lily.example.com',
    pathname: '/listing/treb-1',
    search: '',
    locale: 'en',
    siteName: null,
    productName: null,
  },
);

describe('headTagsHtml', () => {
  const html = headTagsHtml(head);

  it('escapes every value: no element can be closed or opened by the data', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Listing &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;</title>',
    );
    expect(html).toContain(
      '<meta data-hearth-head="description" name="description" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;">',
    );
    expect(html).toContain(
      '<meta data-hearth-head="og:image" property="og:image" content="https://cdn.example.com/1.jpg?a=1&amp;b=2">',
    );
  });

  it('writes the JSON-LD as a data block that parses back to the same value', () => {
    const text = /<script data-hearth-head="ld:0" type="application\/ld\+json">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(text).toBeDefined();
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text ?? '')).toEqual(listing);
  });

  it('lists the link-preview, canonical and alternate tags', () => {
    expect(html).toContain(
      '<link data-hearth-head="canonical" rel="canonical" href="https://lily.example.com/listing/treb-1?ltype=1">',
    );
    expect(html).toContain(
      '<link data-hearth-head="alternate:zh-CN" rel="alternate" hreflang="zh-CN" href="https://lily.example.com/listing/treb-1?ltype=0">',
    );
    expect(html).toContain('property="og:url" content="https://lily.example.com/listing/treb-1?ltype=1"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).not.toContain('name="robots"');
  });

  it('marks a noindex page and drops its canonical', () => {
    const noindex = headTagsHtml({ ...head, noindex: true, canonical: null, alternates: [] });
    expect(noindex).toContain('<meta data-hearth-head="robots" name="robots" content="noindex">');
    expect(noindex).not.toContain('rel="canonical"');
    expect(noindex).not.toContain('og:url');
  });
});

describe('jsonLdText', () => {
  it('escapes <, >, & and the line separators', () => {
    expect(jsonLdText({ '@type': 'Thing', name: '<a>&\u2028\u2029' })).toBe(
      '{"@type":"Thing","name":"\\u003ca\\u003e\\u0026\\u2028\\u2029"}',
    );
  });
});
