import { isValidElement } from 'react';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { routes } from '../route-table/shell-pages';
import { createAppRoutes } from './router';

describe("the shell's router", () => {
  it('mounts every defined shell page with its code (the 404 eager, the others lazy), then the catch-all', () => {
    const children = createAppRoutes()[0]?.children ?? [];
    expect(children.map((route) => route.path)).toEqual([...routes.map((page) => page.path), '*']);
    const byPath = new Map(children.map((route) => [route.path, route]));
    const notFound = byPath.get('/not/found')?.element;
    expect(isValidElement(notFound) && notFound.type).toBe(NotFoundPage);
    for (const path of ['/', '/hybrid/success', '/hybrid/test'])
      expect([path, typeof byPath.get(path)?.lazy]).toEqual([path, 'function']);
  });
});
