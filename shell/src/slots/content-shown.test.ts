import { contentShown } from './content-shown';

function tracked(promise: Promise<void>): { done: boolean } {
  const flag = { done: false };
  void promise.then(() => (flag.done = true));
  return flag;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function image(loading: 'eager' | 'lazy' | null, decode: () => Promise<void>): HTMLImageElement {
  const img = document.createElement('img');
  if (loading) img.setAttribute('loading', loading);
  Object.defineProperty(img, 'decode', { value: jest.fn(decode) });
  return img;
}

afterEach(() => document.body.replaceChildren());

test('resolves at once for content with nothing busy and no image, and for no slot at all', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = '<section><h2>Featured</h2></section>';
  await expect(contentShown(root)).resolves.toBeUndefined();
  await expect(contentShown(null)).resolves.toBeUndefined();
});

test('waits while something inside is busy (a skeleton), then for the eager images only', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = '<ul aria-busy="true" aria-hidden="true"><li></li></ul>';
  const shown = tracked(contentShown(root));
  await settle();
  expect(shown.done).toBe(false);

  let loaded!: () => void;
  const eager = image('eager', () => new Promise<void>((resolve) => (loaded = resolve)));
  const lazy = image('lazy', () => new Promise<void>(() => undefined));
  root.replaceChildren(eager, lazy);
  await settle();
  expect(shown.done).toBe(false);
  expect(lazy.decode).not.toHaveBeenCalled();

  loaded();
  await settle();
  expect(shown.done).toBe(true);
});

test('a busy mark turned off counts, and an image that fails to load does not hold the page', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  const list = root.appendChild(document.createElement('ul'));
  list.setAttribute('aria-busy', 'true');
  root.appendChild(image(null, () => Promise.reject(new Error('EncodingError'))));
  const shown = contentShown(root);
  list.setAttribute('aria-busy', 'false');
  await expect(shown).resolves.toBeUndefined();
});

test('an aborted wait never resolves (the widget left or is loading again)', async () => {
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = '<div aria-busy="true"></div>';
  const stop = new AbortController();
  const shown = tracked(contentShown(root, stop.signal));
  stop.abort();
  root.replaceChildren();
  await settle();
  expect(shown.done).toBe(false);
});
