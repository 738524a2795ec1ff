import { loadScript } from './load-script';

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

test('loads an http(s) script once per page, however many callers ask', async () => {
  const first = loadScript('https://sdk.test/a.js');
  const second = loadScript(' https://sdk.test/a.js');
  expect(scripts()).toEqual(['https://sdk.test/a.js']);
  document.head.querySelector('script')?.dispatchEvent(new Event('load'));
  await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
});

test('refuses other schemes, and tries again after a failed load', async () => {
  await expect(loadScript('javascript:alert(1)')).rejects.toThrow('refused script URL: javascript:alert(1)');
  const failed = loadScript('https://sdk.test/b.js');
  document.head.querySelector('script')?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('could not load https://sdk.test/b.js');
  expect(scripts()).toEqual([]);
  void loadScript('https://sdk.test/b.js');
  expect(scripts()).toEqual(['https://sdk.test/b.js']);
});
