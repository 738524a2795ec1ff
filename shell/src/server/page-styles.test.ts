/** @jest-environment node */
import { shellChunkStyles, shellStyles } from './page-styles';

const INDEX = `<!doctype html><html lang="en"><head>
<meta name="hearth-chunk-groups" content="{&quot;page-home&quot;:[&quot;/page-home.e9.css&quot;,&quot;/page-home.cc.js&quot;],&quot;home-default&quot;:[&quot;/home-default.4c.css&quot;,&quot;/home-default.73.js&quot;],&quot;home-www&quot;:[&quot;/home-www.25.js&quot;]}">
<link rel="preload" href="/978.6f.css" as="style"></head><body><div id="root"></div></body></html>`;

describe("the shell's stylesheets in a rendered page's head", () => {
  it('are the start-up ones the template preloads', () => {
    expect(shellStyles(INDEX)).toEqual(['/978.6f.css']);
  });

  it("and those of the lazy chunks the page was rendered with (the home's page and template)", () => {
    expect(shellChunkStyles(INDEX, ['page-home', 'home-default'])).toEqual([
      '/page-home.e9.css',
      '/home-default.4c.css',
    ]);
    expect(shellChunkStyles(INDEX, ['page-home', 'home-www'])).toEqual(['/page-home.e9.css']);
    expect(shellChunkStyles(INDEX, [])).toEqual([]);
    expect(shellChunkStyles('<html></html>', ['page-home'])).toEqual([]);
  });
});
