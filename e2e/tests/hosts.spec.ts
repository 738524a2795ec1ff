import { expect, slot, slotSettled, test } from './support/fixtures';
import { SHELL_PORT, site } from './support/env';

test.describe('site hosts', () => {
  test('active agent site (lily.localhost) shows the agent and her listings', async ({ page }) => {
    await page.goto(site('lily', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Lily Chen').first()).toBeVisible();
  });

  test('plain localhost is the test host (lily)', async ({ page }) => {
    await page.goto(site('localhost', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await expect(page.getByText('Lily Chen').first()).toBeVisible();
  });

  test('www portal (www.localhost): the company chrome, no agent; listings explain they belong to agent sites', async ({
    page,
  }) => {
    await page.goto(site('www', '/listings'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    // ADR 0006 "www chrome": the portal's own navigation replaces the agent header.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Site navigation' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Lily Chen')).toHaveCount(0);
    await expect(
      slot(page, 'remote_listings').getByText("Featured listings belong to an agent's site"),
    ).toBeVisible();
    await expect(slot(page, 'remote_listings').locator('article.listing-card')).toHaveCount(0);
  });

  test('inactive agent (oscar.localhost) gets the inactive 404 with Contact Us', async ({ page }) => {
    await page.goto(site('oscar', '/listings'));
    await expect(page.getByText('Agent website is inactive now.')).toBeVisible();
    const contact = page.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', new RegExp(`^http://www\\.localhost:${SHELL_PORT}`));
    // The agent's pages are not rendered at all.
    await expect(slot(page, 'remote_listings')).toHaveCount(0);
  });
});
