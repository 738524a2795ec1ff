import { useTranslation } from '@hearth/shared/react-i18next';
import { usePageHref } from '@hearth/shared';
import { safeHttpUrl, shareableUrl } from '@hearth/shared/security';
import { useHydrated } from '@hearth/shared/ui';

export const SHARE_TEMPLATES = ['weibo', 'facebook', 'linkedin', 'twitter', 'google'] as const;
export type ShareTemplate = (typeof SHARE_TEMPLATES)[number];

/** The share URL of a template: http(s), every value encoded. */
export function shareTemplateUrl(target: ShareTemplate, url: string, title: string): string | null {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const href = {
    weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    google: `https://www.google.com/bookmarks/mark?op=edit&bkmk=${u}&title=${t}`,
  }[target];
  return safeHttpUrl(href);
}

/** Inside the WeChat browser the page shares through WeChat itself: no share button there. */
export const inWeChat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

/** The share links (hidden inside WeChat): the page's canonical URL, without the app user's identity (ADR 0023). */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation('listings');
  const pageHref = usePageHref();
  // The user agent is the browser's: known once hydrated (the server's markup has the links).
  const hydrated = useHydrated();
  if (hydrated && inWeChat()) return null;
  const url = shareableUrl(pageHref);
  return (
    <nav className="share-links" aria-label={t('share.shareLabel')}>
      <ul>
        {SHARE_TEMPLATES.map((target) => {
          const href = shareTemplateUrl(target, url, title);
          return href ? (
            <li key={target}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`share.targets.${target}`)}
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
