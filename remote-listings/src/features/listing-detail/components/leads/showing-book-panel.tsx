import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore, useIsMobile, type SiteAgent } from '@hearth/shared';
import { agentPhoneOf, ModalDialog, Spinner } from '@hearth/shared/ui';
import { useFormattedPhone } from '@hearth/shared/format';

// The form (with luxon for the date shortcuts) is its own chunk, fetched when the modal first opens.
const ShowingForm = lazy(async () => {
  const { ShowingForm: Form } = await import(/* webpackChunkName: "showing-form" */ './showing-form');
  return { default: Form };
});

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** The agent's phone is the company's default number: no showing booking (spec). */
export function hasDefaultCompanyPhone(agent: SiteAgent, companyPhone: string | null): boolean {
  return companyPhone !== null && digits(agentPhoneOf(agent)) === digits(companyPhone);
}

/**
 * The showing-book panel of the agent site: an appointment button opening the booking form in a modal dialog. On
 * mobile a fixed bottom bar shows the agent's photo, name and phone with the button. Hidden (null) when the agent's
 * phone is the company's default number; the page does not render it in www mode.
 */
export function ShowingBookPanel({ agent, listing }: { agent: SiteAgent; listing: string }) {
  const { t } = useTranslation('listings');
  const headingId = useId();
  const companyPhone = useConfigStore((s) => s.config?.defaultCompanyPhone ?? null);
  const mobile = useIsMobile();
  const phone = useFormattedPhone(agentPhoneOf(agent));
  const [open, setOpen] = useState(false);
  if (hasDefaultCompanyPhone(agent, companyPhone)) return null;
  const button = (
    <button type="button" className="hearth-button showing-book__open" onClick={() => setOpen(true)}>
      {t('leads.showing.open')}
    </button>
  );
  return (
    <section
      className={`showing-book${mobile ? ' showing-book--bar' : ''}`}
      aria-label={t('leads.showing.label')}
    >
      {mobile ? (
        <div className="showing-book__bar">
          {agent.agentImageUrl ? <img src={agent.agentImageUrl} alt="" width={40} height={40} /> : null}
          <div className="showing-book__agent">
            <strong>{agent.agentName}</strong>
            {phone.e164 ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : <span>{phone.display}</span>}
          </div>
          {button}
        </div>
      ) : (
        <>
          <h2 className="showing-book__title">{t('leads.showing.title')}</h2>
          <p>{t('leads.showing.intro')}</p>
          {button}
        </>
      )}
      {open && (
        <ModalDialog
          onClose={() => setOpen(false)}
          labelledBy={headingId}
          closeLabel={t('leads.close')}
          className="showing-book__dialog"
        >
          <h2 id={headingId}>{t('leads.showing.title')}</h2>
          <Suspense fallback={<Spinner />}>
            <ShowingForm
              agent={agent}
              listing={listing}
              headingId={headingId}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        </ModalDialog>
      )}
    </section>
  );
}
