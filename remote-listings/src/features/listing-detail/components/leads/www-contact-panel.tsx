import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { withHttpsScheme } from '@hearth/shared/security';
import type { ListingAgent } from '@hearth/shared/contracts/houseRecommend';
import { Spinner } from '@hearth/shared/ui';
import { listingAgentsQuery } from '../../api/agent-infos-by-house-id';
import { WwwContactForm } from './www-contact-form';
import { RealtorLogos } from './realtor-logos';

function AgentCard({ agent }: { agent: ListingAgent }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const website = withHttpsScheme(agent.website);
  return (
    <li className="listing-agent">
      {agent.headImgUrl ? (
        <img className="listing-agent__photo" src={agent.headImgUrl} alt="" width={56} height={56} />
      ) : (
        <span className="listing-agent__photo listing-agent__photo--none" aria-hidden="true">
          {(agent.name ?? '?').charAt(0)}
        </span>
      )}
      <div>
        <p className="listing-agent__name">{agent.name ?? na}</p>
        {agent.titleName && <p>{agent.titleName}</p>}
        {agent.companyName && <p>{agent.companyName}</p>}
        {agent.mobile && <p>{t('leads.www.mobile', { mobile: agent.mobile })}</p>}
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {t('leads.www.website', { name: agent.name ?? '' })}
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * The world-wide contact-agent panel of the listing page (www mode): a Contact Agent button opening the listing's
 * agents (from getAgentInfosByHouseId) or, when it has none (or the list cannot be had), the contact form; each
 * with a close control. The realtor logos below.
 */
export function WwwContactPanel({ houId, listing }: { houId: string; listing: string }) {
  const { t } = useTranslation('listings');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const agents = useQuery(listingAgentsQuery(houId));
  const list = agents.data ?? [];
  const close = () => setOpen(false);
  return (
    <aside className="www-contact" aria-label={t('leads.www.label')}>
      <button
        type="button"
        className="hearth-button www-contact__open"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('leads.www.open')}
      </button>
      <div id={panelId} hidden={!open} className="www-contact__panel">
        {open && (
          <>
            <button type="button" className="www-contact__close" onClick={close}>
              {t('leads.close')}
            </button>
            {agents.isPending ? (
              <Spinner />
            ) : list.length > 0 ? (
              <ul className="listing-agents" aria-label={t('leads.www.agents')}>
                {list.map((a, i) => (
                  <AgentCard key={`${a.name ?? ''}-${i}`} agent={a} />
                ))}
              </ul>
            ) : (
              <WwwContactForm listing={listing} onDone={close} />
            )}
          </>
        )}
      </div>
      <RealtorLogos />
    </aside>
  );
}
