import { useTranslation } from '@hearth/shared/react-i18next';
import { safeHttpUrl } from '@hearth/shared/security';

export interface CeremonyLinksProps {
  watchChinaUrl?: string;
  liveStreamUrl?: string;
  social: readonly { name: string; url: string }[];
}

/** The watch link for China, the live-stream link and the social links (http(s) only, new tab). */
export function CeremonyLinks({ watchChinaUrl, liveStreamUrl, social }: CeremonyLinksProps) {
  const { t } = useTranslation('content');
  const china = safeHttpUrl(watchChinaUrl);
  const live = safeHttpUrl(liveStreamUrl);
  const socials = social.flatMap((s) => {
    const url = safeHttpUrl(s.url);
    return url ? [{ name: s.name, url }] : [];
  });
  return (
    <div className="ceremony-links">
      <div className="ceremony-links__watch">
        {china && (
          <a className="hearth-button" href={china} target="_blank" rel="noopener noreferrer">
            {t('awards.watchChina')}
          </a>
        )}
        {live && (
          <a className="hearth-button" href={live} target="_blank" rel="noopener noreferrer">
            {t('awards.liveStream')}
          </a>
        )}
      </div>
      {socials.length > 0 && (
        <nav aria-label={t('awards.social')}>
          <ul className="ceremony-links__social">
            {socials.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
