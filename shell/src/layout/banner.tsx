import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';

/** The agent's banner image (a brand-coloured band when the agent has none). */
export function Banner() {
  const { t } = useTranslation('shell');
  const agent = useSiteStore((s) => s.agent);
  const src = safeHttpUrl(agent?.agentBannerUrl);
  return (
    <div className="app-banner" data-testid="app-banner">
      {src ? (
        <img className="app-banner__img" src={src} alt={t('banner.alt', { name: agent?.agentName ?? '' })} />
      ) : null}
    </div>
  );
}
