import { applyHead } from './apply-head';
import { headFor, type HeadInput } from './page-head';
import { headTagsHtml } from './head-tags';

const headOf = (input: HeadInput, pathname = '/listing/treb-1') =>
  headFor(input, {
    origin: 'https://lily.example.com',
    pathname,
    search: '',
    locale: 'en',
    siteName: null,
    productName: null,
  });

const managed = () => [...document.head.querySelectorAll('[data-hearth-head]')];

afterEach(() => applyHead(document, null));

describe('applyHead', () => {
  const detail = headOf({
    title: 'Listing Detail',
    description: '12 Maple Ave, Toronto',
    image: 'https://cdn.example.com/1.jpg',
    jsonLd: [{ '@type': 'RealEstateListing', name: '12 Maple Ave' }],
  });

  it('writes the title and the managed tags, the same ones the server writes', () => {
    applyHead(document, detail);
    expect(document.title).toBe('Listing Detail');
    const html = headTagsHtml(detail).split('\n').slice(1).join('\n');
    expect(
      managed()
        .map((e) => e.outerHTML)
        .join('\n'),
    ).toBe(html);
  });

  it('is idempotent: no duplicates after many navigations, elements kept in place', () => {
    applyHead(document, detail);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    const count = managed().length;
    for (let i = 0; i < 5; i += 1) {
      applyHead(document, headOf({ title: 'Listings' }, '/listings'));
      applyHead(document, detail);
    }
    expect(managed()).toHaveLength(count);
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('updates changed values and removes tags the next page does not have', () => {
    applyHead(document, detail);
    applyHead(document, headOf({ title: 'Not found', noindex: true }, '/nope'));
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Not found',
    );
  });

  it('takes over tags the server wrote, and removes only managed tags', () => {
    document.head.insertAdjacentHTML('beforeend', headTagsHtml(detail).split('\n').slice(1).join(''));
    document.head.insertAdjacentHTML('beforeend', '<meta name="viewport" content="width=device-width">');
    applyHead(document, detail);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    applyHead(document, null);
    expect(managed()).toHaveLength(0);
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });
});
