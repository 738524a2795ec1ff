import './share-bar.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, usePageHref } from '@hearth/shared';
import { safeHttpUrl } from '../../security/safe-url';
import { shareableUrl } from '../../deep-links/shareable-url';
import { ensureKitTranslations } from '../kit-i18n/kit-translations';
import { useHydrated } from '../client-only';
import { SHARE_TARGETS, shareUrl } from './share-links';

export interface ShareBarProps {
  /** The URL to share; defaults to the current page. Shared in its canonical form (`shareableUrl`). */
  url?: string;
  /** The title to share; defaults to the document title. */
  title?: string;
  className?: string;
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * Share links (copy link, Weibo, Facebook, LinkedIn, Twitter) for the current page: every target and the copied link
 * carry the canonical URL, never the app user's identity or personal parameters (ADR 0023).
 */
export function ShareBar({ url, title, className }: ShareBarProps) {
  ensureKitTranslations();
  const { t } = useTranslation('kit');
  const pageHref = usePageHref();
  const hydrated = useHydrated();
  const pageUrl = safeHttpUrl(shareableUrl(url ?? pageHref));
  if (!pageUrl) return null;
  // The document's title is the browser's to read: once hydrated (the server's markup and the hydrating render
  // share links without it).
  const pageTitle = title ?? (hydrated ? document.title : '');

  const copy = () =>
    copyText(pageUrl).then(
      () => showToast({ kind: 'success', title: t('share.copied') }),
      (cause: unknown) => {
        console.warn('[share-bar] copy failed', cause);
        showToast({ kind: 'warning', title: t('share.copyFailed'), message: pageUrl });
      },
    );

  return (
    <nav className={['hearth-share-bar', className].filter(Boolean).join(' ')} aria-label={t('share.label')}>
      <button
        type="button"
        className="hearth-share-bar__item hearth-share-bar__copy"
        onClick={() => void copy()}
      >
        {t('share.copy')}
      </button>
      {SHARE_TARGETS.map((target) => {
        const href = safeHttpUrl(shareUrl(target, pageUrl, pageTitle));
        return href ? (
          <a
            key={target}
            className={`hearth-share-bar__item hearth-share-bar__${target}`}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(`share.${target}`)}
            <span className="hearth-visually-hidden"> {t('share.newTab')}</span>
          </a>
        ) : null;
      })}
    </nav>
  );
}
