import { expect, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

test.describe('shell pages against the sandbox', () => {
  test('sign-in card: a seeded client signs in, the header shows them after a reload, Logout clears it', async ({
    page,
  }) => {
    await page.goto(site('lily', '/listings'));
    // The header acts once the page has hydrated (the app code comes after load, ADR 0041).
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const card = page.getByRole('dialog', { name: 'Welcome' });
    await expect(card).toBeVisible();

    // Wrong password: the service refuses, the card stays with what was typed.
    await card.getByLabel('Username').fill('wei.zhang@example.com');
    await card.getByLabel('Password').fill('not-the-password');
    await card.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid Username Or Password')).toBeVisible();
    await expect(card.getByLabel('Username')).toHaveValue('wei.zhang@example.com');

    await card.getByLabel('Password').fill('hearth123');
    await card.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Sign In Succeed')).toBeVisible();
    await expect(card).toBeHidden();
    const header = page.getByRole('banner');
    await expect(header.getByText('Wei Zhang')).toBeVisible();

    await page.reload(); // the client session lives in sessionStorage
    await expect(page.getByRole('banner').getByText('Wei Zhang')).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for Wei Zhang/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('bridge panel (non-production builds): sets the native context and logs calls with their platform', async ({
    page,
  }) => {
    await page.goto(site('lily', '/hybrid/test?ltype=1'));
    // What is typed before the page has hydrated (its app code comes after load, ADR 0041) is the server markup's:
    // typed again until the panel takes it.
    await expect(async () => {
      await page.getByLabel('fjjUserId').fill('20001');
      await page.getByLabel('language').fill('1');
      await page.getByRole('button', { name: 'Set context' }).click();
      await expect(page.getByTestId('bridge-context')).toContainText('20001', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // A click before the panel hydrates does nothing: a "Set context" that came first, on the server's markup, is a
    // plain form submission, which reloads the page with the context in its query. Clicked again until it is logged.
    await expect(async () => {
      await page.getByRole('button', { name: 'nativeSetNavTitle' }).click();
      await expect(page.getByTestId('bridge-log')).toContainText('nativeSetNavTitle', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('bridge-log')).toContainText('web');

    // A deep link carries the same context as query parameters; the coupon list then knows the user.
    await page.goto(site('lily', '/hybrid/coupon/marketing/list?ltype=1&fjjUserId=20001'));
    await expect(page.getByRole('button', { name: 'My Coupons' })).toBeVisible();
  });
});
