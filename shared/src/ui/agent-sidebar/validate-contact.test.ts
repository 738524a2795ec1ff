import { validateContact, type ContactValues } from './validate-contact';

const valid: ContactValues = { name: 'Ann', phone: '416 555 0199', email: 'ann@example.com', remark: 'Hi' };

describe('validateContact', () => {
  it.each([
    [{ name: ' ' }, 'contact.errors.nameRequired'],
    [{ phone: '' }, 'contact.errors.phoneRequired'],
    [{ phone: '416-555-0199' }, 'contact.errors.phoneFormat'],
    [{ phone: '41655501' }, 'contact.errors.phoneFormat'],
    [{ phone: '41655501999' }, 'contact.errors.phoneFormat'],
    [{ email: '' }, 'contact.errors.emailRequired'],
    [{ email: 'ann@example' }, 'contact.errors.emailFormat'],
    [{ email: 'ann@example.abcde' }, 'contact.errors.emailFormat'],
    [{ remark: '' }, 'contact.errors.remarkRequired'],
  ])('%j → %s', (patch, key) => {
    expect(validateContact({ ...valid, ...patch })?.key).toBe(key);
  });

  it('reports the first failing rule only (name before phone before email before remark)', () => {
    expect(validateContact({ name: '', phone: 'x', email: 'y', remark: '' })?.key).toBe(
      'contact.errors.nameRequired',
    );
    expect(validateContact({ name: 'A', phone: 'x', email: '', remark: '' })?.key).toBe(
      'contact.errors.phoneFormat',
    );
  });

  it('accepts a valid form (spaces in the phone are ignored)', () => {
    expect(validateContact(valid)).toBeNull();
  });
});
