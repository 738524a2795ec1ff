import { expect, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

test.describe('dialogs and menus (keyboard and pointer)', () => {
  test('sign-in card: a native modal dialog; focus stays inside, Escape closes it, focus returns to Sign In', async ({
    page,
  }) => {
    await page.goto(site('lily', '/listings?ltype=1'));
    // The page is server-rendered: its buttons answer once hydrated (the slot turns ready after hydrating).
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await opener.click();
    const card = page.getByRole('dialog', { name: 'Welcome' });
    await expect(card).toBeVisible();
    expect(await card.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);

    // The page behind is inert: however often Tab is pressed, focus never leaves the card.
    const focusInCard = () =>
      card.evaluate((el) => document.activeElement !== null && el.contains(document.activeElement));
    expect(await focusInCard()).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInCard(), `focus after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInCard(), `focus after ${i + 1} Shift+Tab`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByTestId('app-page')).not.toHaveClass(/is-blurred/);

    // The Close button too.
    await opener.click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('account menu: closes on Escape (focus back on its button) and on a click outside', async ({
    page,
  }) => {
    await page.goto(site('lily', '/listings?ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const card = page.getByRole('dialog', { name: 'Welcome' });
    await card.getByLabel('Username').fill('wei.zhang@example.com');
    await card.getByLabel('Password').fill('hearth123');
    await card.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(card).toBeHidden();

    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: /Account menu for Wei Zhang/ });
    const logout = banner.getByRole('button', { name: 'Logout' });
    await toggle.click();
    await expect(logout).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await logout.focus();
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(logout).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(logout).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
