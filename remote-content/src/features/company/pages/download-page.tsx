import './company.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useConfigStore } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';
import { ensurePageTranslations } from '../../../i18n/page-translations';

type App = 'client' | 'agent';

/** A download page: the app's pitch and its store links from the runtime config (`appLinks`). */
function DownloadPage({ app }: { app: App }) {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const links = useConfigStore((s) => s.config?.appLinks?.[app]);
  const ios = safeHttpUrl(links?.ios);
  const android = safeHttpUrl(links?.android);
  return (
    <div className="company-page download-page">
      <h1>{t(`download.${app}.heading`)}</h1>
      <p className="company-page__lead">{t(`download.${app}.text`)}</p>
      <ul className="download-page__features">
        <li>{t(`download.${app}.f1`)}</li>
        <li>{t(`download.${app}.f2`)}</li>
        <li>{t(`download.${app}.f3`)}</li>
      </ul>
      {ios || android ? (
        <div className="download-page__stores">
          {ios && (
            <a className="hearth-button" href={ios} target="_blank" rel="noopener noreferrer">
              {t('download.appStore')}
            </a>
          )}
          {android && (
            <a className="hearth-button" href={android} target="_blank" rel="noopener noreferrer">
              {t('download.googlePlay')}
            </a>
          )}
        </div>
      ) : (
        <p>{t('download.soon')}</p>
      )}
    </div>
  );
}

/** /download-app: the client app. */
export function DownloadAppPage() {
  return <DownloadPage app="client" />;
}

/** /download-app-agent: the agent app. */
export function DownloadAppAgentPage() {
  return <DownloadPage app="agent" />;
}
