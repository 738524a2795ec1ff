import { serverPlan } from './server-plan';

const PLAN = { locale: 'en', site: null, owner: null, queries: null, viewportWidth: 1280 };

/** The page as the server sends it: its markup in the root, the plan beside it. */
function pageWith(plan: unknown): HTMLElement {
  document.body.innerHTML = `<div id="root"><main>hello</main></div><script type="application/json" id="hearth-start-plan">${JSON.stringify(plan)}</script>`;
  return document.getElementById('root')!;
}

describe('the start plan as the browser reads it', () => {
  it('names the widgets the server rendered', () => {
    const root = pageWith({ ...PLAN, widgets: ['remote_listings/featured-listings'] });
    expect(serverPlan(root, '/')?.widgets).toEqual(['remote_listings/featured-listings']);
  });

  it('takes an older plan without widgets as none: the page still hydrates', () => {
    expect(serverPlan(pageWith(PLAN), '/')).toMatchObject({ locale: 'en', widgets: [] });
  });

  it("reads the contracts the server rendered with, each as route-chunks.json's (malformed parts dropped)", () => {
    const contracts = {
      remote_listings: {
        './search-header': {
          primary: { '*': true },
          deferUntilVisible: false,
          reserve: { narrow: '7rem', wide: '5rem' },
        },
        './featured-listings': { deferUntilVisible: true, reserve: { narrow: 'calc(1px)', wide: '3rem' } },
      },
    };
    expect(serverPlan(pageWith({ ...PLAN, contracts }), '/')?.contracts).toEqual({
      remote_listings: {
        './search-header': {
          primary: { '*': true },
          deferUntilVisible: false,
          reserve: { narrow: '7rem', wide: '5rem' },
        },
        './featured-listings': { primary: {}, deferUntilVisible: true },
      },
    });
    expect(serverPlan(pageWith(PLAN), '/')?.contracts).toEqual({});
    expect(serverPlan(pageWith({ ...PLAN, contracts: { remote_nope: {} } }), '/')).toBeNull();
  });

  it('refuses a plan naming a widget of an unknown remote (the page is then rendered afresh)', () => {
    expect(serverPlan(pageWith({ ...PLAN, widgets: ['remote_nope/x'] }), '/')).toBeNull();
  });

  it('is taken only at the address it was rendered for (history walked before the app started: rendered afresh)', () => {
    const rendered = { ...PLAN, url: '/map?type=rent&sort=price_low2high&ltype=1' };
    expect(serverPlan(pageWith(rendered), '/map?type=rent&sort=price_low2high&ltype=1')).toMatchObject({
      locale: 'en',
    });
    expect(serverPlan(pageWith(rendered), '/map?type=rent&ltype=1')).toBeNull();
  });

  it('is null for the static page (an empty root)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(serverPlan(document.getElementById('root')!, '/')).toBeNull();
  });
});
