import { preloadChunkGroup, preloadShellPage } from './early-chunks';

const GROUPS = {
  'page-home': ['/page-home.0123abcd.css', '/page-home.89abcdef.js'],
  'home-epic': ['/home-epic.0a1b2c3d.js'],
  'home-bad': [
    'https://evil.test/x.0a1b2c3d.js',
    '/../x.0a1b2c3d.js',
    42,
    '/plain.js',
    '/ok-one.00ff00ff.js',
  ],
};

function setMeta(content: string | null): void {
  document.head.replaceChildren();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'hearth-chunk-groups';
  meta.content = content;
  document.head.append(meta);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('as'),
  ]);

describe('early chunk preloads (index.html names the shell’s page and template chunks)', () => {
  it('preloads a group’s scripts and styles once', () => {
    setMeta(JSON.stringify(GROUPS));
    preloadChunkGroup('home-epic');
    preloadChunkGroup('home-epic');
    expect(preloads()).toEqual([['/home-epic.0a1b2c3d.js', 'script']]);
  });

  it('a shell page’s chunk from the path alone: the home and nothing for a remote’s path', () => {
    setMeta(JSON.stringify(GROUPS));
    preloadShellPage('/listings');
    expect(preloads()).toEqual([]);
    preloadShellPage('/');
    expect(preloads()).toEqual([
      ['/page-home.0123abcd.css', 'style'],
      ['/page-home.89abcdef.js', 'script'],
    ]);
  });

  it('keeps only plain hashed files of the shell; a missing, malformed or unknown group preloads nothing', () => {
    setMeta(JSON.stringify(GROUPS));
    preloadChunkGroup('home-bad');
    expect(preloads()).toEqual([['/ok-one.00ff00ff.js', 'script']]);
    for (const content of [null, '{not json', '[]', 'null']) {
      setMeta(content);
      preloadChunkGroup('home-epic');
      preloadChunkGroup('nope');
      expect(preloads()).toEqual([]);
    }
  });
});
