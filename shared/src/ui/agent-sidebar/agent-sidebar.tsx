import './agent-sidebar.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { useConfigStore, useSiteStore } from '@hearth/shared';
import { useAfterPrimaryContent } from '../../hooks/use-after-primary-content';
import { ensureKitTranslations } from '../kit-i18n/kit-translations';
import { agentPhoneOf } from './agent-phone';
import { AgentProfile } from './agent-profile';
import { ContactForm } from './contact-form';

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

export interface AgentSidebarProps {
  /** The agent to show; defaults to the site owner from `useSiteStore`. */
  agent?: AgentInfo | null;
  /** Prefilled remark (e.g. a "from this blog" note). */
  defaultRemark?: string;
  /** Offer the visitor to register a client account with the lead (blog detail; off by default). */
  showRegister?: boolean;
  className?: string;
}

/**
 * The agent sidebar: profile plus a contact form that creates a lead. Renders nothing without an agent (www mode).
 * The form is hidden when the agent's phone is the company's default number.
 */
export function AgentSidebar({
  agent: agentProp,
  defaultRemark,
  showRegister = false,
  className,
}: AgentSidebarProps) {
  ensureKitTranslations();
  const { t } = useTranslation('kit');
  const siteAgent = useSiteStore((s) => s.agent);
  const companyPhone = useConfigStore((s) => s.config?.defaultCompanyPhone ?? null);
  const agent = agentProp === undefined ? siteAgent : agentProp;
  // The form shows once the page's primary content (a home's listings) has: it does not hold them back.
  const formReady = useAfterPrimaryContent();
  if (!agent) return null;
  const isCompanyPhone = companyPhone !== null && digits(agentPhoneOf(agent)) === digits(companyPhone);
  return (
    <aside className={['agent-sidebar', className].filter(Boolean).join(' ')} aria-label={t('sidebar.label')}>
      <AgentProfile agent={agent} />
      {!isCompanyPhone && formReady && (
        <ContactForm
          key={agent.userId ?? agent.cims_uid ?? ''}
          agent={agent}
          defaultRemark={defaultRemark}
          showRegister={showRegister}
        />
      )}
    </aside>
  );
}
