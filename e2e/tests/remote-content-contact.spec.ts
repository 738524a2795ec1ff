import { expect, slot, slotSettled, test, SERIAL } from './support/fixtures';
import { SANDBOX, site } from './support/env';

interface EmailJob {
  queuename: string;
  MessageTag: string;
  delaysec: number;
  Message: { test: boolean; dataset: { to: string; from: string; subject: string; html: string } };
}

async function emailJobs(): Promise<EmailJob[]> {
  const res = await fetch(`${SANDBOX}/__sandbox/email-jobs`);
  return ((await res.json()) as { jobs: EmailJob[] }).jobs;
}

test.describe('remote-content: contact us', () => {
  test(
    'invalid e-mail is refused; a valid message is queued once with the exact job',
    SERIAL,
    async ({ page }) => {
      const before = (await emailJobs()).length;
      await page.goto(site('www', '/contact-us?ltype=1'));
      expect(await slotSettled(page, 'remote_content')).toBe('ready');
      const s = slot(page, 'remote_content');
      await expect(s.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expect(s.getByText('Monday to Sunday 9 a.m. to 10 p.m.')).toBeVisible();
      const email = s.getByRole('textbox', { name: /^Email/ });
      await s.getByRole('textbox', { name: 'Name', exact: true }).fill('Zoe <Tester>');
      await s.getByRole('button', { name: 'Submit' }).click();
      await expect(s.getByRole('alert')).toHaveText('Email Is Required');
      await email.fill('zoe@');
      await expect(s.getByRole('alert')).toHaveText('Email Format Is Incorrect');
      await s.getByRole('button', { name: 'Submit' }).click();
      expect(await emailJobs()).toHaveLength(before);
      await email.fill('zoe@example.com');
      await expect(s.getByRole('alert')).toHaveCount(0);
      await s.getByRole('textbox', { name: 'Message', exact: true }).fill('Call me & <b>soon</b>');
      await s.getByRole('button', { name: 'Submit' }).dblclick();
      await expect(page.getByText('Message Sent')).toBeVisible();
      await expect(page.getByText('Thank you!')).toBeVisible();
      await expect(s.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
      await expect(email).toHaveValue('');
      const jobs = await emailJobs();
      expect(jobs).toHaveLength(before + 1);
      expect(jobs.at(-1)).toMatchObject({
        queuename: 'hearth-email',
        MessageTag: 'tag-send-email',
        delaysec: 10,
        Message: {
          dataset: {
            to: 'info@hearth.example',
            from: 'noreply@hearth.example',
            subject: 'Inquiry From Hearth Epic Website',
            html:
              '<p><strong>Name:</strong> Zoe &lt;Tester&gt;</p><p><strong>Email:</strong> zoe@example.com</p>' +
              '<p><strong>Message:</strong> Call me &amp; &lt;b&gt;soon&lt;/b&gt;</p>',
          },
        },
      });
    },
  );

  test('the office on a leaflet map as it nears the viewport (tiles from the configured tile host)', async ({
    page,
  }) => {
    const tiles: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/files/tiles/')) tiles.push(r.url());
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(site('www', '/contact-us?ltype=1'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    // Below a phone's first screen, the map waits: neither leaflet nor a tile is asked for.
    await page.waitForLoadState('networkidle');
    const box = slot(page, 'remote_content').locator('.contact-page__map-box');
    await expect(box.getByRole('status')).toBeVisible();
    expect(tiles).toEqual([]);
    expect(scripts.filter((url) => /leaflet-map/.test(url))).toEqual([]);
    await box.scrollIntoViewIfNeeded();
    const map = slot(page, 'remote_content').getByRole('region', { name: 'Map of our office' });
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-marker-pane path, .leaflet-overlay-pane path')).toHaveCount(1);
    expect(tiles.some((url) => /\/files\/tiles\/17\//.test(url))).toBe(true);
  });

  test('Chinese: the form and its messages in Chinese', async ({ page }) => {
    await page.goto(site('lily', '/contact-us?ltype=0'));
    expect(await slotSettled(page, 'remote_content')).toBe('ready');
    const s = slot(page, 'remote_content');
    await expect(s.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await s.getByRole('button', { name: '提交' }).click();
    await expect(s.getByRole('alert')).toHaveText('邮箱不能为空');
  });
});
