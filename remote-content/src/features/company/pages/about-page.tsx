import './company.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { Link } from '@hearth/shared/router';
import { useSiteStore } from '@hearth/shared';
import { contentPages } from '../../../routes/pages';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/**
 * /about: a short "about this site" page that points to the right place: the company (/about-us), the agent on an
 * agent site (/about-agent), the guides and the contact page. (/about-us is the full company page.)
 */
export function AboutPage() {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const agentSite = useSiteStore((s) => s.mode !== 'www' && s.agent !== null);
  const links = [
    { to: contentPages.href('about-us'), label: t('about.links.company') },
    ...(agentSite ? [{ to: contentPages.href('about-agent'), label: t('about.links.agent') }] : []),
    { to: contentPages.href('buyer-guide'), label: t('guides.buyer') },
    { to: contentPages.href('seller-guide'), label: t('guides.seller') },
    { to: contentPages.href('contact-us'), label: t('contact.title') },
  ];
  return (
    <div className="company-page">
      <h1>{t('about.heading')}</h1>
      <p className="company-page__lead">{t('about.text')}</p>
      <nav aria-label={t('about.linksLabel')}>
        <ul className="company-page__links">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
