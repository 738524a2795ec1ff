import type { ReactNode } from 'react';
import { useSiteStore, type SiteAgent } from '@hearth/shared';
import { Spinner } from '../spinner';
import { AgentSidebar } from '../agent-sidebar/agent-sidebar';
import { PageLayout } from './page-layout';

/**
 * A page of an agent's site (listings, blogs, …): a spinner while the site resolves, the content and the agent
 * sidebar once the agent is known, or `notice` on the www portal (no agent).
 */
export function AgentPage({
  heading,
  before,
  className,
  notice,
  children,
}: {
  heading: ReactNode;
  before?: ReactNode;
  className?: string;
  /** What the www portal shows instead (agent-site features have no agent there). */
  notice: ReactNode;
  /** Renders the page for the site owner (cims_uid always known; other fields optional). */
  children: (agent: SiteAgent) => ReactNode;
}) {
  const status = useSiteStore((s) => s.status);
  const agent = useSiteStore((s) => s.agent);
  const mode = useSiteStore((s) => s.mode);
  const current = agent !== null && mode !== 'www' ? agent : null;
  let content: ReactNode;
  if (status === 'resolving' && !agent) content = <Spinner />;
  else content = current ? children(current) : notice;
  return (
    <PageLayout
      className={className}
      before={before}
      heading={heading}
      sidebar={current ? <AgentSidebar agent={current} /> : null}
    >
      {content}
    </PageLayout>
  );
}
