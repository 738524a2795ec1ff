import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { AgentSidebar, PageLayout, ShareBar } from '@hearth/shared/ui';
import { RemoteWidget } from '../../slots/remote-widget';
import type { HomeTemplateProps } from './home-page';
import { useShellPageHead } from '../../routing/use-shell-page-head';

/**
 * The default template: the featured properties (listings widget, "all" → /listings), the blog section (content
 * widget, "all" → /blogs), the share component, and the sidebar with the agent profile and the contact form with
 * registration shown. Each widget is in its own slot: a dead remote leaves the rest of the home working.
 */
export function DefaultHome({ source }: HomeTemplateProps) {
  const { t } = useTranslation('shell');
  const agent = useSiteStore((s) => s.agent);
  useShellPageHead('home', null);
  const name = agent?.website_title ?? agent?.agentName ?? '';
  return (
    <PageLayout
      className="home-default"
      heading={name ? t('home.default.heading', { name }) : t('home.default.headingAnonymous')}
      sidebar={<AgentSidebar showRegister />}
    >
      {agent?.agentSlogan ? <p className="home-default__slogan">{agent.agentSlogan}</p> : null}
      <RemoteWidget
        id="remote_listings/featured-listings"
        props={{}}
        place="default"
        {...(source ? { source } : {})}
      />
      <RemoteWidget
        id="remote_content/blog-section"
        props={agent?.userId ? { userId: agent.userId } : {}}
        place="default"
        {...(source ? { source } : {})}
      />
      <ShareBar className="home-default__share" />
    </PageLayout>
  );
}
