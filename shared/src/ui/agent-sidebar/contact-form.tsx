import { useId, type ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { useErrorMessage } from '../error-state';
import { useContactForm } from './use-contact-form';
import type { ContactField } from './validate-contact';

function SubmitFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('kit');
  const detail = useErrorMessage(error);
  return (
    <p className="agent-contact__failure" role="alert">
      {t('contact.failed')} {detail}
    </p>
  );
}

/** The sidebar contact form: name, phone (+1), email, remark. Sends a lead to the agent. */
export function ContactForm({
  agent,
  defaultRemark,
  showRegister = false,
}: {
  agent: AgentInfo;
  defaultRemark?: string;
  /** Show the "also create a client account" option (its value is the lead's registerAccount). */
  showRegister?: boolean;
}) {
  const { t } = useTranslation('kit');
  const id = useId();
  const { values, setField, register, setRegister, error, failure, sending, submit } = useContactForm(
    agent,
    defaultRemark,
    showRegister,
  );
  const errorId = `${id}-error`;

  const field = (
    name: ContactField,
    control: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const invalid = error?.field === name;
    return (
      <div className="agent-contact__field">
        <label htmlFor={`${id}-${name}`}>{t(`contact.${name}`)}</label>
        {control({
          id: `${id}-${name}`,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? errorId : undefined,
        })}
        {invalid && (
          <p id={errorId} className="agent-contact__error" role="alert">
            {t(error.key)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="agent-contact"
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="agent-contact__title">
        {t('contact.title')}
      </h3>
      <fieldset className="agent-contact__fields" disabled={sending}>
        {field('name', (p) => (
          <input
            {...p}
            name="name"
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        ))}
        {field('phone', (p) => (
          <div className="agent-contact__phone">
            <select aria-label={t('contact.region')} name="region" defaultValue="+1">
              <option value="+1">+1</option>
            </select>
            <input
              {...p}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.phone}
              onChange={(e) => setField('phone', e.target.value)}
            />
          </div>
        ))}
        {field('email', (p) => (
          <input
            {...p}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
          />
        ))}
        {field('remark', (p) => (
          <textarea
            {...p}
            name="remark"
            rows={3}
            value={values.remark}
            onChange={(e) => setField('remark', e.target.value)}
          />
        ))}
        {showRegister && (
          <div className="agent-contact__register">
            <input
              id={`${id}-register`}
              name="registerAccount"
              type="checkbox"
              checked={register}
              onChange={(e) => setRegister(e.target.checked)}
            />
            <label htmlFor={`${id}-register`}>{t('contact.register')}</label>
          </div>
        )}
        {failure !== null && <SubmitFailure error={failure} />}
        <button type="submit" className="hearth-button agent-contact__submit" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </fieldset>
    </form>
  );
}
