import { expect, slot, slotSettled, test } from './support/fixtures';
import { SANDBOX, site } from './support/env';

interface Lead {
  id: number;
  leadName: string;
  clientName: string;
  email: string;
  phone: string;
  registerAccount: boolean;
  channel: string;
  agentRefer: string | null;
  yonghuId: string | null;
  clientMsg: string;
}

async function leads(): Promise<Lead[]> {
  const res = await fetch(`${SANDBOX}/__sandbox/leads`);
  return ((await res.json()) as { leads: Lead[] }).leads;
}

test.describe('listing leads', () => {
  test('showing booking: invalid field, then one lead for a double click, in E.164', async ({ page }) => {
    await page.goto(site('lily', '/listing/treb-C4200001?ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const s = slot(page, 'remote_listings');
    const before = (await leads()).length;
    await s.getByRole('button', { name: 'Book an Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Showing' });
    await dialog.getByLabel('Name').fill('Ann Lee');
    await dialog.getByLabel('Phone').fill('416-555');
    await dialog.getByRole('button', { name: 'Tomorrow' }).click();
    await dialog.getByLabel('Email').fill('ann@example.ca');
    await dialog.getByLabel('Notes').fill('After lunch');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('phone format incorrect');
    await expect(dialog.getByLabel('Notes')).toHaveValue('After lunch');
    await dialog.getByLabel('Phone').fill('416 555 0123');
    await dialog.getByLabel('Time').selectOption('noon');
    const date = await dialog.getByLabel('Date').inputValue();
    await dialog.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Appointment Done')).toBeVisible();
    const added = (await leads()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      leadName: 'Showing Request',
      clientName: 'Ann Lee',
      email: 'ann@example.ca',
      phone: '+14165550123',
      registerAccount: false,
      channel: 'Agent Website',
      agentRefer: '1001',
      yonghuId: '81001',
      clientMsg: `Showing request: MLS C4200001, 25 Hollywood Ave, Toronto, ON M2N 3K3. Date: ${date} (noon). Notes: After lunch`,
    });
  });

  test('mobile: the fixed bottom bar with the agent and the appointment button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(site('lily', '/listing/treb-C4200001?ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    const bar = slot(page, 'remote_listings').locator('.showing-book__bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByText('Lily Chen')).toBeVisible();
    await expect(bar.getByRole('link', { name: '(416) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    await bar.getByRole('button', { name: 'Book an Appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Book a Showing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('www: the agents of a listing, or the contact form sending one lead', async ({ page }) => {
    await page.goto(site('www', '/listing/treb-C4200001?ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    let s = slot(page, 'remote_listings');
    await expect(s.getByRole('button', { name: 'Book an Appointment' })).toHaveCount(0);
    await s.getByRole('button', { name: 'Contact Agent' }).click();
    const agents = s.getByRole('list', { name: 'Agents of this listing' });
    await expect(agents.getByRole('listitem')).toHaveCount(2);
    await expect(agents.getByRole('link', { name: /Grace Liu/ })).toHaveAttribute(
      'href',
      'https://grace.hearth.example/',
    );
    await s.getByRole('button', { name: 'Close' }).click();
    await expect(agents).toHaveCount(0);
    await expect(s.getByRole('list', { name: 'Realtor logos' })).toBeVisible();

    await page.goto(site('www', '/listing/treb-E4200002?ltype=1'));
    expect(await slotSettled(page, 'remote_listings')).toBe('ready');
    s = slot(page, 'remote_listings');
    const before = (await leads()).length;
    await s.getByRole('button', { name: 'Contact Agent' }).click();
    const form = s.getByRole('form', { name: 'Contact an agent' });
    await form.getByRole('button', { name: 'Contact Agent' }).click();
    await expect(form.getByRole('alert')).toHaveText('name cannot be empty');
    await form.getByLabel('Name').fill('Bo Chen');
    await form.getByLabel('Phone').fill('6475550100');
    await form.getByLabel('Email').fill('bo@example.com');
    await form.getByLabel('Notes').fill('Is it still available?');
    await form.getByRole('button', { name: 'Contact Agent' }).dblclick();
    await expect(form).toHaveCount(0);
    const added = (await leads()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      leadName: 'Listing Contact',
      clientName: 'Bo Chen',
      phone: '+16475550100',
      agentRefer: null,
      yonghuId: null,
      clientMsg:
        'Contact about MLS E4200002, 1203-15 Lower Jarvis St, Toronto, ON M5E 0C4. Is it still available?',
    });
  });
});
