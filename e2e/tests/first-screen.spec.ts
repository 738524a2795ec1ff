// What the first screen waits for and what it does not (ADR 0018): the default home's secondary work (the phone
// formatter's library) starts after its primary content, the featured listings; the scripts a page runs at once
// carry V8's compile hint, the lazy ones do not.
import { expect, test } from './support/fixtures';
import { SHELL, site } from './support/env';

const HINT = '//# allFunctionsCalledOnLoad\n';

test('the default home: the phone is formatted from the server; the formatter loads after the featured listings', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    // A performance mark on the page's own clock, when the first listing card is in the page.
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.featured-widget article')) return;
      performance.mark('featured-shown');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(site('lily', '/'));
  // The server formats it (ADR 0042): the HTML has the national format and the tel: link before any script.
  expect(await response!.text()).toMatch(
    /<a class="app-header__phone" href="tel:\+1\d{10}"[^>]*>\(\d{3}\) \d{3}-\d{4}<\/a>/,
  );
  await expect(page.locator('.featured-widget article').first()).toBeVisible();
  const phone = page.locator('a.app-header__phone');
  await expect(phone).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expect(phone).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  // The formatter's library still loads, for the numbers rendered later, after the first screen's content.
  const formatterEntry = () =>
    page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/phone-format\.[0-9a-f]+\.js$/.test(e.name));
      return entry ? { url: entry.name, at: entry.startTime } : null;
    });
  await expect.poll(formatterEntry).not.toBeNull();
  const formatter = (await formatterEntry())!;
  const featuredAt = await page.evaluate(() => performance.getEntriesByName('featured-shown')[0]?.startTime);
  expect(featuredAt).toBeDefined();
  expect(formatter.at).toBeGreaterThan(featuredAt!);
  await expect(phone).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
  // A lazy chunk: compiled lazily, as V8 does by default.
  const file = new URL(formatter.url).pathname; // on the site's host; node resolves the shell's own
  expect((await (await request.get(`${SHELL}${file}`)).text()).startsWith(HINT)).toBe(false);
});

test('the scripts the page runs at once carry the compile hint', async ({ request }) => {
  // The browser build's index.html: the static page preloads every start-up chunk (a server-rendered page asks for
  // the same chunks once it has loaded, ADR 0041).
  const html = await (await request.get(`${SHELL}/index.html`)).text();
  const entry = /<script defer="defer" src="([^"]+)"/.exec(html)?.[1];
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.js)" as="script"/g)].map(
    (m) => m[1]!,
  );
  expect(entry).toBeDefined();
  expect(preloaded.length).toBeGreaterThan(3);
  for (const file of [entry!, ...preloaded]) {
    const text = await (await request.get(`${SHELL}${file}`)).text();
    expect(text.startsWith(HINT), `${file} starts with the hint`).toBe(true);
  }
  const groups = JSON.parse(
    /<meta name="hearth-chunk-groups" content="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"'),
  ) as Record<string, string[]>;
  const template = groups['home-default']!.find((f) => f.endsWith('.js'))!;
  expect((await (await request.get(`${SHELL}${template}`)).text()).startsWith(HINT)).toBe(true);
});
