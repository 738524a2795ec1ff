import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState } from '@hearth/shared/ui';
import { useSiteContact } from '../api/use-site-contact';

/** The site contact form: Name, Email (required), Message, Submit. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const { values, setField, error, failure, sending, submit, retry } = useSiteContact();
  const errorId = `${id}-email-error`;
  return (
    <form
      className="contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`}>{t('contact.formTitle')}</h2>
      <fieldset disabled={sending}>
        <div className="contact-form__field">
          <label htmlFor={`${id}-name`}>{t('contact.name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
          />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-email`}>
            {t('contact.email')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
          />
          {error && (
            <p id={errorId} className="contact-form__error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-message`}>{t('contact.message')}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            value={values.message}
            onChange={(e) => setField('message', e.target.value)}
          />
        </div>
        <button type="submit" className="hearth-button">
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </fieldset>
      {failure && !sending && <ErrorState error={failure} onRetry={retry} />}
    </form>
  );
}
