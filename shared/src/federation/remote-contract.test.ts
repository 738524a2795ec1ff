import * as v from 'valibot';
import { RemoteManifestEntrySchema } from './remote-contract';

const ENTRY = {
  name: 'remote_content',
  entry: 'http://127.0.0.1:3002/mf-manifest.json',
  contract: 4,
  prefixes: [{ path: '/blogs' }, { path: '/blog' }],
};

describe('remotes.json routes (ADR 0029)', () => {
  it('takes each remote routes by id', () => {
    const routes = { blogs: '/blogs', 'blog-detail': '/blog/:blogid' };
    expect(v.parse(RemoteManifestEntrySchema, { ...ENTRY, routes }).routes).toEqual(routes);
  });

  it('is optional: an older remotes.json without routes still loads', () => {
    expect(v.parse(RemoteManifestEntrySchema, ENTRY).routes).toBeUndefined();
  });

  it('drops an invalid table (that remote links unbound) instead of failing the page', () => {
    for (const routes of [{ Blogs: '/blogs' }, { blogs: 'blogs' }, { blogs: '/blogs?page=1' }, ['/blogs']]) {
      const parsed = v.safeParse(RemoteManifestEntrySchema, { ...ENTRY, routes });
      expect(parsed.success).toBe(true);
      expect(parsed.output).toMatchObject({ name: 'remote_content', routes: undefined });
    }
  });
});
