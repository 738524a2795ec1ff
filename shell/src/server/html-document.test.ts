/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHtml, readTemplate } from './html-document';
import type { StartPlan } from './start-plan';

const STARTUP =
  '<script defer="defer" src="/main.1.js" fetchpriority="high"></script>' +
  '<link rel="preload" href="/2.js" as="script"><link rel="preload" href="/2.css" as="style">';
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Hearth</title>${STARTUP}</head><body><div id="root"></div><svg></svg></body></html>`;
const PLAN = {
  url: '/',
  locale: 'zh-CN',
  site: null,
  owner: null,
  queries: null,
  viewportWidth: 375,
  widgets: [],
  contracts: {},
  phones: {},
} satisfies StartPlan;

function distWith(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-template-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'app-start.0123abcd.js'), '');
  return dir;
}

describe('the page document', () => {
  it("puts the language, the stylesheets, the markup and the plan into the browser build's index.html", () => {
    const template = readTemplate(distWith(TEMPLATE));
    const html = pageHtml(template, {
      lang: 'zh-CN',
      head: '<title>Lily &amp; Co</title>\n<meta name="description" content="x">',
      stylesheets: ['/a.css', '/mf/x/b".css'],
      body: '<main>hello</main>',
      plan: PLAN,
      appCode: 'at-once',
    });
    expect(html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(html).toContain('<head><title>Lily &amp; Co</title>\n<meta name="description" content="x">');
    expect(html).not.toContain('<title>Hearth</title>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/a.css" /><link rel="stylesheet" href="/mf/x/b&quot;.css" /></head>',
    );
    expect(html).toContain(
      '<div id="root"><main>hello</main></div><script type="application/json" id="hearth-start-plan">',
    );
    expect(html).toContain('"viewportWidth":375');
    expect(html.endsWith('<svg></svg></body></html>')).toBe(true);
    // Nothing executable was added: the only script is the plan's data block.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(STARTUP);
  });

  it('loads the starter instead of the entry, without the start-up preloads, when the code starts after load', () => {
    const html = pageHtml(readTemplate(distWith(TEMPLATE)), {
      lang: 'en',
      head: null,
      stylesheets: [],
      body: '<main>hello</main>',
      plan: PLAN,
      appCode: 'after-load',
    });
    expect(html).toContain(
      '<script defer="defer" src="/app-start.0123abcd.js" data-entry="/main.1.js"></script>' +
        '<link rel="preload" href="/2.css" as="style">',
    );
    expect(html).not.toContain('/2.js');
  });

  it('keeps the template as it is for the pages the server does not render', () => {
    expect(readTemplate(distWith(TEMPLATE)).raw).toBe(TEMPLATE);
  });

  it('refuses a template without the root element', () => {
    expect(() => readTemplate(distWith('<html><body></body></html>'))).toThrow(/no <div id="root"><\/div>/);
    expect(() =>
      readTemplate(distWith('<html><head></head><body><div id="root"></div></body></html>')),
    ).toThrow(/no high-priority entry script/);
  });
});
