import { paths, withQuery } from './paths';

describe("paths: the shell's pages every container links to", () => {
  it('gives the home, the 404 and the success page', () => {
    expect(paths.home()).toBe('/');
    expect(paths.notFound()).toBe('/not/found');
    expect(paths.hybridSuccess()).toBe('/hybrid/success');
  });

  it('adds query parameters only when set, encoded', () => {
    expect(paths.hybridSuccess({ title: 'Paid', text: undefined })).toBe('/hybrid/success?title=Paid');
    expect(paths.hybridSuccess({ text: 'a&b=c' })).toBe('/hybrid/success?text=a%26b%3Dc');
    expect(withQuery('/x', { a: null, b: false })).toBe('/x?b=false');
    expect(withQuery('/x')).toBe('/x');
  });
});
