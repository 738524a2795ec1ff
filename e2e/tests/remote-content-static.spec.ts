import type { Page } from '@playwright/test';
import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

async function open(page: Page, path: string) {
  await page.goto(site('www', path));
  expect(await slotSettled(page, 'remote_content')).toBe('ready');
  return slot(page, 'remote_content');
}

/** Every static page of remote-content in both languages: its h1 (and what it must carry). */
const PAGES: { path: string; en: string | RegExp; zh: string | RegExp; text?: [string, string] }[] = [
  { path: '/about', en: 'About this site', zh: '关于本站' },
  { path: '/about-us', en: 'About Us', zh: '关于我们' },
  { path: '/seller-guide', en: 'Home Sellers Guide', zh: '卖房指南' },
  { path: '/buyer-guide', en: 'Home Buyers Guide', zh: '买房指南' },
  { path: '/download-app', en: 'Get the Hearth app', zh: '下载 Hearth 应用' },
  { path: '/download-app-agent', en: 'Get the Hearth agent app', zh: '下载 Hearth 经纪人应用' },
  {
    path: '/privacy-policy',
    en: 'Privacy Policy',
    zh: '隐私政策',
    text: ['Last revised: August 5, 2020', '最后修订日期：2020年8月5日'],
  },
  {
    path: '/terms-of-service',
    en: 'Terms of Service for the Client',
    zh: '客户服务条款',
    text: ['Last revised: August 5, 2020', '最后修订日期：2020年8月5日'],
  },
  { path: '/acceptable-use-policy', en: 'Acceptable Use and Conduct Policy', zh: '可接受使用与行为政策' },
  {
    path: '/terms-of-use',
    en: 'Website Terms of Use',
    zh: '网站使用条款',
    text: ['Last updated: June 19, 2017', '最后更新日期：2017年6月19日'],
  },
  { path: '/home-loan', en: 'We do home loans', zh: '我们提供房屋贷款' },
  { path: '/home-services', en: 'We look after all', zh: '一切由我们照料' },
  { path: '/research-suburb', en: 'Research suburbs', zh: '研究社区' },
  { path: '/marketing/2020/annual', en: '2020 Online Awards Ceremony', zh: '2020 线上颁奖典礼' },
  { path: '/marketing/video/player', en: 'Hearth company video', zh: 'Hearth 公司视频' },
];

test.describe('remote-content: static pages', () => {
  for (const p of PAGES) {
    test(`${p.path} in English and Chinese`, async ({ page }) => {
      for (const [ltype, heading, i] of [
        ['1', p.en, 0],
        ['0', p.zh, 1],
      ] as const) {
        const s = await open(page, `${p.path}?ltype=${ltype}`);
        await expect(s.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (p.text) await expect(s.getByText(p.text[i])).toBeVisible();
      }
    });
  }

  test('guides scroll to the #step anchor on load', async ({ page }) => {
    const s = await open(page, '/seller-guide?ltype=1#step3');
    const group = s.locator('#step3');
    await expect(group).toBeInViewport();
    await expect(s.locator('#step1')).not.toBeInViewport();
    const b = await open(page, '/buyer-guide?ltype=1#step4');
    await expect(b.locator('#step4')).toBeInViewport();
  });

  test('legal pages: the table of contents links to its sections', async ({ page }) => {
    const s = await open(page, '/terms-of-service?ltype=1');
    const toc = s.getByRole('navigation', { name: 'Contents' });
    await toc.getByRole('link', { name: 'Cancellation of Vendor services' }).click();
    await expect(page).toHaveURL(/#cancellation$/);
    await expect(s.locator('#cancellation')).toBeInViewport();
    await expect(
      s.getByText('Cancellation after the Vendor has departed costs 100% of the quoted price.'),
    ).toBeVisible();
  });

  test('the awards countdown ticks, with the links and the Chinese notice', async ({ page }) => {
    const s = await open(page, '/marketing/2020/annual?ltype=1');
    const seconds = s.locator('[data-unit="seconds"] .countdown__value');
    const first = await seconds.innerText();
    await expect(seconds).not.toHaveText(first);
    await expect(s.getByRole('status')).toHaveText('时间未到，请稍后再试');
    await expect(s.getByRole('link', { name: 'Watch in China' })).toHaveAttribute('href', /^https:\/\//);
    await expect(s.getByRole('link', { name: 'Live stream' })).toHaveAttribute('href', /^https:\/\//);
    await expect(s.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).toHaveCount(3);
  });

  test('the video: controls, poster, webm and mp4 sources, a captions track that loads', async ({ page }) => {
    const s = await open(page, '/marketing/video/player?ltype=1');
    const video = s.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source')).toHaveCount(2);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute(
      'src',
      /\/marketing\/watch\.webm$/,
    );
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute(
      'src',
      /\/marketing\/watch\.mp4$/,
    );
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
      'src',
      /\/marketing\/watch\.en\.vtt$/,
    );
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          if (track) track.mode = 'showing';
          return track?.cues?.length ?? 0;
        }),
      )
      .toBeGreaterThan(0);
  });

  test('download pages link to the app stores from the runtime config', async ({ page }) => {
    const s = await open(page, '/download-app?ltype=1');
    await expect(s.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(s.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
  });

  test('home loan: the contact call to action goes to /contact-us', async ({ page }) => {
    const s = await open(page, '/home-loan?ltype=1');
    await s.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us/);
    await expect(
      slot(page, 'remote_content').getByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeVisible();
  });
});
