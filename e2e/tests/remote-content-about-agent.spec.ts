import { expect, slot, slotSettled, test } from './support/fixtures';
import { site } from './support/env';

test.describe('remote-content: about agent', () => {
  test("lily's profile: tags, call and email buttons, the QR image from ur/info", async ({ page }) => {
    await page.goto(site('lily', '/about-agent?ltype=1'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    const s = slot(page, 'remote_content');
    await expect(s.getByRole('heading', { level: 1, name: 'Lily Chen' })).toBeVisible();
    await expect(s.getByRole('list', { name: 'Credentials' }).getByRole('listitem')).toHaveCount(3);
    await expect(s.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(s.getByRole('link', { name: 'Send an email' })).toHaveAttribute('href', /^mailto:.+@.+/);
    const qr = s.getByRole('img', { name: 'QR code of Lily Chen' });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('Chinese profile, and the www portal notice', async ({ page }) => {
    await page.goto(site('lily', '/about-agent?ltype=0'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(slot(page, 'remote_content').getByRole('link', { name: '发送邮件' })).toBeVisible();
    await page.goto(site('www', '/about-agent?ltype=1'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    await expect(
      slot(page, 'remote_content').getByText("Agent profiles belong to agents' sites"),
    ).toBeVisible();
  });
});
