import { useTranslation } from '@hearth/shared/react-i18next';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { useFormattedPhone } from '../../format/use-formatted-phone';
import { safeHttpUrl } from '../../security/safe-url';
import { agentPhoneOf } from './agent-phone';

/** Avatar, name, title, company, phone (national format, tel: E.164) and e-mail (mailto); absent ones are hidden. */
export function AgentProfile({ agent }: { agent: AgentInfo }) {
  const { t } = useTranslation('kit');
  const name = agent.agentName?.trim() ?? '';
  const phone = useFormattedPhone(agentPhoneOf(agent) || null);
  const avatar = safeHttpUrl(agent.agentImageUrl);
  const email = agent.agentEmail?.trim();
  return (
    <div className="agent-profile">
      {avatar ? (
        <img
          className="agent-profile__avatar"
          src={avatar}
          alt={t('sidebar.avatarAlt', { name })}
          width={96}
          height={96}
        />
      ) : (
        <span className="agent-profile__avatar agent-profile__avatar--empty" aria-hidden="true">
          {Array.from(name)[0] ?? ''}
        </span>
      )}
      {name && <h2 className="agent-profile__name">{name}</h2>}
      {agent.agentTitle && <p className="agent-profile__title">{agent.agentTitle}</p>}
      {agent.agentCompany && <p className="agent-profile__company">{agent.agentCompany}</p>}
      <dl className="agent-profile__contacts">
        {phone.display && (
          <div>
            <dt>{t('sidebar.phone')}</dt>
            <dd>{phone.e164 ? <a href={`tel:${phone.e164}`}>{phone.display}</a> : phone.display}</dd>
          </div>
        )}
        {email && (
          <div>
            <dt>{t('sidebar.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
