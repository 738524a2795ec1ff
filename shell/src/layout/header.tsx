import './header.css';
import { NavLink } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { useRouteHref } from '@hearth/shared/links';
import { contentRoutes, listingsRoutes } from '../lib/remote-routes';
import { useFormattedPhone } from '@hearth/shared/format';
import { LanguageSelector } from '../features/locale/language-selector';
import { AccountControl } from '../features/sign-in/account-control';

function AgentPhone({ raw, name }: { raw: string | null; name: string }) {
  const { t } = useTranslation('shell');
  const phone = useFormattedPhone(raw);
  if (!raw) return null;
  if (!phone.e164) return <span className="app-header__phone">{phone.display}</span>;
  return (
    <a
      className="app-header__phone"
      href={`tel:${phone.e164}`}
      aria-label={`${t('header.callAgent', { name })} ${phone.display}`}
    >
      {phone.display}
    </a>
  );
}

/** Agent-site header: avatar, name, phone (tel: E.164), Home / Listings / Blog, language, account. */
export function Header() {
  const { t } = useTranslation('shell');
  const agent = useSiteStore((s) => s.agent);
  const name = agent?.agentName ?? '';
  const rawPhone = agent?.agentMobile || agent?.agentPhone;
  const href = useRouteHref();
  const links = [
    { to: paths.home(), label: 'nav.home', end: true },
    { to: href(listingsRoutes, 'listings'), label: 'nav.listings', end: false },
    { to: href(contentRoutes, 'blogs'), label: 'nav.blog', end: false },
  ] as const;
  return (
    <header className="app-header">
      <div className="app-header__agent">
        {agent?.agentImageUrl ? (
          <img
            className="app-header__avatar"
            src={agent.agentImageUrl}
            alt={t('header.avatarAlt', { name })}
            width={48}
            height={48}
          />
        ) : null}
        <div className="app-header__identity">
          {name ? <span className="app-header__name">{name}</span> : null}
          <AgentPhone raw={rawPhone ? String(rawPhone) : null} name={name} />
        </div>
      </div>
      <nav className="app-header__nav" aria-label={t('nav.main')}>
        {links.map((link) =>
          link.to === undefined ? (
            // Unbound (ADR 0029): the label without a link.
            <span key={link.label} className="app-header__link">
              {t(link.label)}
            </span>
          ) : (
            <NavLink key={link.label} to={link.to} end={link.end} className="app-header__link">
              {t(link.label)}
            </NavLink>
          ),
        )}
      </nav>
      <div className="app-header__actions">
        <LanguageSelector />
        <AccountControl />
      </div>
    </header>
  );
}
