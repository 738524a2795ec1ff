/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageHtml, readTemplate } from './html-document';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Hearth</title></head><body><div id="root"></div><svg></svg></body></html>`;

function distWith(html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-template-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
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
      plan: { locale: 'zh-CN', site: null, owner: null, queries: null, viewportWidth: 375, widgets: [] },
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
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps the template as it is for the pages the server does not render', () => {
    expect(readTemplate(distWith(TEMPLATE)).raw).toBe(TEMPLATE);
  });

  it('refuses a template without the root element', () => {
    expect(() => readTemplate(distWith('<html><body></body></html>'))).toThrow(/no <div id="root"><\/div>/);
  });
});
