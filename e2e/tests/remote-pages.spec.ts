import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

/** Each remote's page through the shell, against the seeded sandbox. */
test.describe('remote pages through the shell', () => {
  test('listings: six of lily’s listing cards with prices, paging, agent sidebar', async ({ page }) => {
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const s = slot(page, 'remote_listings');
    await expect(s.getByRole('heading', { level: 1, name: 'Featured Listings' })).toBeVisible();
    const cards = s.locator('article.listing-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().locator('a')).toHaveAttribute('href', /^\/listing\/.+/);
    const prices = await s.locator('.listing-card__price').allInnerTexts();
    expect(prices).toHaveLength(6);
    for (const price of prices) {
      expect(price).toMatch(/^\$\d{1,3}(,\d{3})*$/);
      // Listings at or below $200 (the seeded parking spot) are never shown.
      expect(Number(price.replace(/[$,]/g, ''))).toBeGreaterThan(200);
    }
    await expect(s.getByText(/^Total: \d+$/)).toBeVisible();
    await expect(s.getByText('Lily Chen').first()).toBeVisible();
    await expect(page).toHaveTitle(/Listings/);
    await expect(slot(page, 'remote_listings')).toHaveAttribute('data-build', 'main');
  });

  test('blogs: up to 10 articles, titles cut to 37 characters (+ "..."), NLP tags', async ({ page }) => {
    await page.goto(site('lily', '/blogs'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    const s = slot(page, 'remote_content');
    const articles = s.locator('article.blog-item');
    await expect(articles.first()).toBeVisible();
    const count = await articles.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    let truncated = 0;
    for (const link of await articles.locator('h2 a').all()) {
      await expect(link).toHaveAttribute('href', /^\/blog\/\d+$/);
      const shown = (await link.innerText()).trim();
      const body = shown.endsWith('...') ? shown.slice(0, -3) : shown;
      expect([...body].length, `"${shown}"`).toBeLessThanOrEqual(37);
      if (shown.endsWith('...')) {
        truncated += 1;
        // The full title stays available as the link's tooltip.
        const full = (await link.getAttribute('title')) ?? '';
        expect([...full].length).toBeGreaterThan(37);
        expect(full.startsWith(body)).toBe(true);
      }
    }
    expect(truncated, 'the seeded blogs include long titles').toBeGreaterThan(0);
    const tags = s.locator('ul.blog-item__tags li.blog-tag');
    await expect(tags.first()).toBeVisible();
    for (const tag of await tags.allInnerTexts()) expect(tag.trim()).not.toBe('');
  });

  test('coupons: published coupons with their discount wording', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/coupon/marketing/list?ltype=1'));
    expect(await slotSettled(page, 'remote_coupons')).toBe('ready');
    const s = slot(page, 'remote_coupons');
    const cards = s.locator('li.coupon-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    const discounts = await s.getByTestId('coupon-discount').allInnerTexts();
    expect(discounts.length).toBeGreaterThan(0);
    for (const d of discounts)
      expect(d.replace(/^Discount:\s*/, '')).toMatch(
        /^(\d+% off|\$[\d,]+(\.\d\d)? off)( over \$[\d,]+(\.\d\d)?)?$/,
      );
    // The unpublished coupon (status 3) is not listed.
    await expect(s.getByText('Window Washing: $60 Off Over $300')).toHaveCount(0);
    // The first page holds both wordings: percent off (category 1/3) and amount off (2/4).
    expect(discounts.some((d) => /\d+% off/.test(d))).toBe(true);
    expect(discounts.some((d) => /\$[\d,]+(\.\d\d)? off/.test(d))).toBe(true);
  });

  test('vendor accounting SO0042: You Should Pay and You have Paid', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/vendor/accounting/customer/SO0042?ltype=1'));
    expect(await slotSettled(page, 'remote_vendor')).toBe('ready');
    const s = slot(page, 'remote_vendor');
    await expect(s.getByText('You Should Pay')).toBeVisible();
    // CLIENT breakdown of the seeded invoices: 565 + 565 − 113 payable, 565 + 200 − 113 paid.
    await expect(s.getByTestId('summary-Payable')).toHaveText('$1,017.00');
    await expect(s.getByTestId('summary-Paid')).toHaveText('$652.00');
    await expect(s.getByText('SO0042').first()).toBeVisible();
  });

  test('market watch (ltype=1): report images and the video with webm + mp4 sources', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/marketing/watch?ltype=1'));
    expect(await slotSettled(page, 'remote_reports')).toBe('ready');
    const s = slot(page, 'remote_reports');
    const images = s.locator('ol.watch-images img');
    await expect(images.first()).toBeVisible();
    for (const src of await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src)))
      expect(src).toMatch(/^https?:\/\//);
    // The first image really loads from the sandbox.
    await expect
      .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const video = s.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', /\.webm(\?|$)/);
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\.mp4(\?|$)/);
    // Below the report's pages: its poster and metadata are asked for only as it nears the viewport.
    const posterRequests: string[] = [];
    page.on('request', (r) => {
      if (/watch-poster/.test(r.url())) posterRequests.push(r.url());
    });
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('poster');
    expect(posterRequests).toEqual([]);
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute('poster', /watch-poster/);
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect.poll(() => posterRequests.length).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('success page (shell) shows the given title and text as text', async ({ page }) => {
    await page.goto(site('lily', '/hybrid/success?title=All%20done&text=%3Cb%3EThanks%3C%2Fb%3E'));
    await expect(page.getByText('All done')).toBeVisible();
    await expect(page.getByText('<b>Thanks</b>')).toBeVisible();
    await expect(page.locator('b', { hasText: 'Thanks' })).toHaveCount(0);
  });
});
