import './about-agent-page.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { useSiteStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { agentPhoneOf, ErrorState, PageNotice, Spinner } from '@hearth/shared/ui';
import { useFormattedPhone } from '@hearth/shared/format';
import { safeHttpUrl } from '@hearth/shared/security';
import type { AgentInfo } from '@hearth/shared/contracts/cmis';
import { agentInfoQuery, signatureImageUrl } from '../api/agent-info';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** /about-agent: the site owner's profile card. On the www portal (no agent) a notice. */
export function AboutAgentPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const mode = useSiteStore((s) => s.mode);
  const agent = useSiteStore((s) => s.agent);
  const status = useSiteStore((s) => s.status);
  const userId = mode !== 'www' ? (agent?.userId ?? agent?.cims_uid ?? null) : null;
  if (status === 'resolving' && !agent) return <Spinner />;
  if (!userId)
    return (
      <div className="about-agent">
        <h1>{t('aboutAgent.heading')}</h1>
        <PageNotice title={t('aboutAgent.www.title')}>
          <p>{t('aboutAgent.www.body')}</p>
          <Link className="hearth-button" to={contentPages.href('contact-us')}>
            {t('aboutAgent.www.contact')}
          </Link>
        </PageNotice>
      </div>
    );
  return <AgentCard userId={userId} />;
}

function AgentCard({ userId }: { userId: string }) {
  const { t } = useTranslation('content');
  const query = useQuery(agentInfoQuery(userId));
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <div className="about-agent">
        <h1>{t('aboutAgent.heading')}</h1>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  return <Profile agent={query.data} />;
}

function Profile({ agent }: { agent: AgentInfo }) {
  const { t } = useTranslation('content');
  const name = agent.agentName?.trim() || t('aboutAgent.heading');
  const avatar = safeHttpUrl(agent.agentImageUrl);
  const phone = useFormattedPhone(agentPhoneOf(agent) || null);
  const email = agent.agentEmail?.trim();
  const qr = signatureImageUrl(agent.agentSignatureImg);
  return (
    <div className="about-agent">
      <div className="about-agent__card">
        {avatar ? (
          <img className="about-agent__avatar" src={avatar} alt={t('aboutAgent.avatarAlt', { name })} />
        ) : (
          <span className="about-agent__avatar about-agent__avatar--empty" aria-hidden="true">
            {Array.from(name)[0]}
          </span>
        )}
        <h1 className="about-agent__name">{name}</h1>
        {agent.agentTitle && <p className="about-agent__title">{agent.agentTitle}</p>}
        {agent.agentCompany && <p className="about-agent__company">{agent.agentCompany}</p>}
        <ul className="about-agent__tags" aria-label={t('aboutAgent.tagsLabel')}>
          <li>{t('aboutAgent.tags.verified')}</li>
          <li>{t('aboutAgent.tags.licensed')}</li>
          <li>{t('aboutAgent.tags.pro')}</li>
        </ul>
        {agent.agentSlogan && <blockquote className="about-agent__slogan">{agent.agentSlogan}</blockquote>}
        <div className="about-agent__actions">
          {phone.e164 && (
            <a className="hearth-button" href={`tel:${phone.e164}`}>
              {t('aboutAgent.call', { phone: phone.display })}
            </a>
          )}
          {email && (
            <a className="hearth-button hearth-button--ghost" href={`mailto:${email}`}>
              {t('aboutAgent.email')}
            </a>
          )}
        </div>
        {qr && (
          <img
            className="about-agent__qr"
            src={qr}
            alt={t('aboutAgent.qrAlt', { name })}
            width={160}
            height={160}
          />
        )}
      </div>
    </div>
  );
}
