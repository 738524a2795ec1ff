import { useState } from 'react';
import { useConfigStore, type SiteAgent } from '@hearth/shared';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { useTranslation } from '@hearth/shared/react-i18next';
import { agentPhoneOf } from '@hearth/shared/ui';
import { useFormattedPhone } from '@hearth/shared/format';
import { ContactModal } from './contact-modal';
import { contentRoutes } from '../../../routes/links';

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/** The agent's phone, mobile preferred: national format shown, E.164 linked. */
function AgentPhone({ agent }: { agent: SiteAgent }) {
  const phone = useFormattedPhone(agentPhoneOf(agent));
  if (!phone.display) return null;
  return phone.e164 ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : <span>{phone.display}</span>;
}

/**
 * The contact-agent box (hidden when the agent's phone is the company's default number; its button only when
 * registration display is enabled) and the about-me card (avatar → /about-agent). The page hides both on www.
 */
export function AgentBlocks({ agent, showRegister }: { agent: SiteAgent; showRegister: boolean }) {
  const { t } = useTranslation('listings');
  const aboutAgent = useRouteHref()(contentRoutes, 'about-agent');
  const companyPhone = useConfigStore((s) => s.config?.defaultCompanyPhone ?? null);
  const [open, setOpen] = useState(false);
  const isCompanyPhone = companyPhone !== null && digits(agentPhoneOf(agent)) === digits(companyPhone);
  const name = agent.agentName ?? '';
  return (
    <>
      {!isCompanyPhone && (
        <section className="share-contact" aria-labelledby="share-contact-title">
          <h2 id="share-contact-title">{t('share.contact.title')}</h2>
          <p>{t('share.contact.intro', { name })}</p>
          <AgentPhone agent={agent} />
          {showRegister && (
            <button type="button" className="hearth-button" onClick={() => setOpen(true)}>
              {t('share.contact.open')}
            </button>
          )}
          {open && <ContactModal agent={agent} onClose={() => setOpen(false)} />}
        </section>
      )}
      <section className="share-about" aria-labelledby="share-about-title">
        <h2 id="share-about-title">{t('share.about.title')}</h2>
        <RouteLink to={aboutAgent} className="share-about__avatar">
          {agent.agentImageUrl ? (
            <img src={agent.agentImageUrl} alt={t('share.about.profile', { name })} width={72} height={72} />
          ) : (
            <span>{t('share.about.profile', { name })}</span>
          )}
        </RouteLink>
        <p className="share-about__name">{name}</p>
        {agent.agentTitle && <p>{agent.agentTitle}</p>}
        {agent.agentCompany && <p>{agent.agentCompany}</p>}
        <AgentPhone agent={agent} />
      </section>
    </>
  );
}
