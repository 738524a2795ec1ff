import { expect, slot, slotSettled, test } from './support/fixtures';
import { SANDBOX, site } from './support/env';

/** The Android app's injected object, and this file's count of its registration calls. */
declare global {
  interface Window {
    HearthAndroid?: Record<string, () => void>;
    registerCalls: number;
  }
}

const PATH = '/hybrid/house/evaluate/price';

test.describe('home valuation', () => {
  test.beforeEach(async ({ page }) => {
    // The Android app's injected object: records the registration call.
    await page.addInitScript(() => {
      window.registerCalls = 0;
      window.HearthAndroid = { nativeGoRegister: () => void (window.registerCalls += 1) };
    });
  });

  test('empty address, then no app user: the notice and nativeGoRegister', async ({ page }) => {
    await page.goto(site('lily', `${PATH}?ltype=1`));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const s = slot(page, 'remote_listings');
    await s.getByRole('button', { name: 'Submit' }).click();
    await expect(s.getByRole('alert')).toHaveText('Address Is Empty');
    const box = s.getByRole('combobox', { name: 'Address' });
    await box.fill('King St W, Toronto');
    // Its suggestions, once in, cover the button below: closed as a user would before submitting.
    await expect(s.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
    await box.press('Escape');
    await s.getByRole('button', { name: 'Submit' }).click();
    await expect(s.getByRole('alert')).toHaveText('No User Info Found, Please Sign In First');
    expect(await page.evaluate(() => window.registerCalls)).toBe(1);
  });

  test('suggestions by keyboard, then one lead and the success page', async ({ page }) => {
    await page.goto(site('lily', `${PATH}?ltype=1&fjjUserId=20001&language=1`));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const s = slot(page, 'remote_listings');
    const box = s.getByRole('combobox', { name: 'Address' });
    await box.pressSequentially('king toronto');
    const list = s.getByRole('listbox', { name: 'Address suggestions' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('King St W, Toronto, ON, Canada');
    await expect(list).toBeHidden();
    const before = ((await (await fetch(`${SANDBOX}/__sandbox/leads`)).json()) as { leads: unknown[] }).leads
      .length;
    await s.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page).toHaveURL(/\/hybrid\/success\?/);
    await expect(page.getByText('We have get your apply, Our agent will connect your at once')).toBeVisible();
    const leads = (
      (await (await fetch(`${SANDBOX}/__sandbox/leads`)).json()) as { leads: Record<string, unknown>[] }
    ).leads;
    expect(leads.slice(before)).toEqual([
      expect.objectContaining({
        leadName: 'Home Valuation',
        phone: '',
        registerAccount: false,
        channel: 'Agent Website',
        clientMsg: 'Home valuation request: King St W, Toronto, ON, Canada',
      }),
    ]);
  });

  for (const width of [375, 1280]) {
    test(`both languages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [ltype, heading] of [
        ['1', 'Home Valuation'],
        ['0', '房屋估价'],
      ]) {
        await page.goto(site('lily', `${PATH}?ltype=${ltype}`));
        expect(await slotSettled(page, 'remote_listings')).toBe('ready');
        await expect(
          slot(page, 'remote_listings').getByRole('heading', { level: 1, name: heading }),
        ).toBeVisible();
      }
    });
  }
});
