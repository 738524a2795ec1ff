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

  test('www portal (www.localhost) is the company site, not an agent site', async ({ page }) => {
    await page.goto(site('www', '/'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Lily Chen')).toHaveCount(0);
    await expect(page.getByText(/That's an error\.|Agent website is inactive now\./)).toHaveCount(0);
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
