import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchRoutes, renderWithProviders } from '@hearth/shared/testing';
import type { CreateLeadBody } from '@hearth/shared/contracts/leadCreation';
import { translationBundles } from '../../i18n/translations';
import { ContactFields, type ContactFieldValues } from './contact-fields';
import type { LeadError } from './lead-errors';
import { LeadForm } from './lead-form';
import { useLeadForm } from './use-lead-form';

jest.setTimeout(20_000);

const EMPTY: ContactFieldValues = { name: '', phone: '', email: '', remark: '' };
const validate = (v: ContactFieldValues): LeadError<keyof ContactFieldValues> | null =>
  v.name.trim() ? null : { field: 'name', key: 'nameRequired' };
const build = (v: ContactFieldValues, e164: string): CreateLeadBody => ({
  leadName: 'Test',
  clientName: v.name,
  phone: e164,
  channel: 'web',
});

function Harness({ onSuccess }: { onSuccess: () => void }) {
  const form = useLeadForm({ form: 'test', empty: EMPTY, validate, build, onSuccess });
  return (
    <LeadForm state={form} label="Contact" submitLabel="Send">
      <ContactFields form={form} hints={['name']} />
    </LeadForm>
  );
}

describe('LeadForm with useLeadForm', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  afterEach(() => routes.restore());

  it('shows the first failure as the alert the invalid field points at, and sends nothing', async () => {
    routes = installFetchRoutes({});
    await renderWithProviders(<Harness onSuccess={jest.fn()} />, { translations: [...translationBundles] });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('name cannot be empty');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(routes.requests).toHaveLength(0);
  });

  it('sends one lead with the phone in E.164, then empties the fields and reports success', async () => {
    routes = installFetchRoutes({
      'POST leadCreation /create': () => ({ body: { code: 200, data: { id: 9 } } }),
    });
    const onSuccess = jest.fn();
    await renderWithProviders(<Harness onSuccess={onSuccess} />, { translations: [...translationBundles] });
    const form = screen.getByRole('form', { name: 'Contact' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '647 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(routes.requests).toHaveLength(1);
    expect(JSON.parse(routes.requests[0]!.body ?? '')).toMatchObject({
      clientName: 'Ada',
      phone: '+16475550199',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(form).toHaveAttribute('aria-busy', 'false');
  });
});
