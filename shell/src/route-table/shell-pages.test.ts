import { paths } from '@hearth/shared/paths';
import { matchRoute, SHELL_ROUTES, unavailableRouteTable } from './route-table';
import { HYBRID_CHROME, PUBLIC_CHROME } from './page-chrome';
import { routes, SHELL_PAGES } from './shell-pages';

describe("the shell's page definitions", () => {
  it("are the route table's shell routes, with the chrome their handles give (hybrid under /hybrid/)", () => {
    expect(SHELL_ROUTES).toEqual(['/', '/not/found', '/hybrid/success', '/hybrid/test']);
    const chrome = (path: string) => matchRoute(path, unavailableRouteTable()).chrome;
    expect(chrome('/')).toEqual(PUBLIC_CHROME);
    expect(chrome('/not/found')).toEqual(PUBLIC_CHROME);
    expect(chrome('/hybrid/success')).toEqual(HYBRID_CHROME);
    expect(chrome('/hybrid/test')).toEqual(HYBRID_CHROME);
  });

  it('name the examples the gates walk (budget keys): the home once per kind of site', () => {
    const examples = SHELL_PAGES.map((page) => [
      page.id,
      page.examples.map((e) => `${e.id ?? page.id}@${e.site ?? 'agent'} ${e.path}`),
    ]);
    expect(examples).toEqual([
      [
        'home',
        ['home-default@agent /', 'home-epic@agent-epic /', 'home-demo@agent-demo /', 'www-home@www /'],
      ],
      ['not-found', ['not-found@agent /not/found']],
      ['hybrid-success', ['hybrid-success@agent /hybrid/success']],
      ['bridge-panel', ['bridge-panel@agent /hybrid/test']],
    ]);
  });

  it("agree with `paths`, the shell's pages the other containers link to (compiled into them)", () => {
    const pathOf = (id: string) => SHELL_PAGES.find((page) => page.id === id)?.path;
    expect([paths.home(), paths.notFound(), paths.hybridSuccess()]).toEqual(
      ['home', 'not-found', 'hybrid-success'].map(pathOf),
    );
  });

  it('are all rendered outside production builds (the bridge panel is a development tool)', () => {
    expect(routes).toBe(SHELL_PAGES);
  });
});
