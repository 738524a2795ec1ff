import { useEffect } from 'react';
import { useLocation } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { configureSharing, useConfigStore, useSiteStore } from '@hearth/shared';
import { defaultSharingEnv } from '@hearth/shared/ui';

/**
 * Spec §4 "on user info arrival": once the site owner is known, and on each page after, the site's own share
 * values (website title or agent name, slogan, avatar, the page URL) go through the platform's sharing sequence.
 * Pages with their own values (listing, blog, daily report, share list) configure them once their data arrives
 * (`useSocialShare`), after this.
 */
export function SiteSharing() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const status = useSiteStore((s) => s.status);
  const agent = useSiteStore((s) => s.agent);
  const www = useSiteStore((s) => s.mode === 'www');
  const productName = useConfigStore((s) => s.config?.productName ?? 'Hearth');
  const label = t('share.button');
  useEffect(() => {
    if (status !== 'ready') return;
    const site = www ? null : agent;
    const title = site?.website_title ?? site?.agentName ?? productName;
    void configureSharing(
      {
        title,
        description: site?.agentSlogan ?? null,
        link: window.location.href,
        image: site?.agentImageUrl ?? null,
      },
      defaultSharingEnv(label),
    );
  }, [status, agent, www, productName, label, pathname, search]);
  return null;
}
