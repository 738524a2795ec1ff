import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { RouteLink } from '@hearth/shared/links';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useIsMobile, useRuntimeConfig } from '@hearth/shared';
import { safeHttpUrl } from '@hearth/shared/security';

export interface FooterFrameLink {
  /** Undefined when unbound (ADR 0029): the label shows without a link. */
  readonly to: string | undefined;
  /** i18n key in the shell namespace. */
  readonly label: ParseKeys<'shell'>;
}

interface FooterFrameProps {
  links: readonly FooterFrameLink[];
  /** Rendered in the bottom row, before the copyright link. */
  children?: ReactNode;
}

/**
 * The frame shared by the agent-site and the www footers: a nav of links, then a bottom row (extra controls and the
 * copyright, linked to the www site when it is a safe URL); mobile footers are padded for the fixed bottom bars.
 */
export function FooterFrame({ links, children }: FooterFrameProps) {
  const { t } = useTranslation('shell');
  const { wwwSiteUrl, productName } = useRuntimeConfig();
  const mobile = useIsMobile();
  const www = safeHttpUrl(wwwSiteUrl);
  return (
    <footer className={mobile ? 'app-footer app-footer--mobile' : 'app-footer'}>
      <nav className="app-footer__nav" aria-label={t('nav.footer')}>
        {links.map((link) => (
          <RouteLink key={link.label} to={link.to} className="app-footer__link">
            {t(link.label)}
          </RouteLink>
        ))}
      </nav>
      <div className="app-footer__bottom">
        {children}
        {www ? (
          <a className="app-footer__copyright" href={www}>
            {t('footer.copyright', { productName })}
          </a>
        ) : (
          <span className="app-footer__copyright">{t('footer.copyright', { productName })}</span>
        )}
      </div>
    </footer>
  );
}
