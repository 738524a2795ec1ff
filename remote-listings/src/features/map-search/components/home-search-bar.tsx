import './home-search-bar.css';
import { useId, useState } from 'react';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { listingsPages } from '../../../routes/pages';
import { RouteLink, useRouteHref } from '@hearth/shared/links';
import { Tabs } from '@hearth/shared/ui';
import { SearchForm } from './search-form';
import { useRunSearch } from './use-run-search';
import { contentRoutes } from '../../../routes/links';

const TABS = ['buy', 'rent', 'value', 'service', 'agents'] as const;
type Tab = (typeof TABS)[number];

function TypeSearch({ type }: { type: 'sale' | 'rent' }) {
  const { t } = useTranslation('listings');
  const [text, setText] = useState('');
  const { run, busy } = useRunSearch();
  return (
    <SearchForm
      className="home-search__form"
      value={text}
      onChange={setText}
      onSubmit={() => void run(text, type)}
      placeholder={t('search.homePlaceholder')}
      busy={busy}
    >
      {busy ? <p role="status">{t('search.loading')}</p> : null}
    </SearchForm>
  );
}

/**
 * The www home's search bar (spec §2): tabs Buy, Rent, Property Value, Home Service and Find Agents (the kit's
 * tabs: arrows move between tabs). Buy and Rent search like the header; Property Value leads to the valuation
 * page; Home Service to /home-services; Find Agents to the contact page, where the company routes the request to
 * an agent (no agent directory exists yet; see the remote's README).
 */
export function HomeSearchBar() {
  const { t } = useTranslation('listings');
  const id = useId();
  const href = useRouteHref();
  const [tab, setTab] = useState<Tab>('buy');
  return (
    <section className="home-search" aria-label={t('search.tabs.label')}>
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`search.tabs.${key}`) }))}
        active={tab}
        onSelect={setTab}
        label={t('search.tabs.label')}
        idBase={id}
        className="home-search__tabs"
        panelClassName="home-search__panel"
      >
        <h2 className="home-search__title">{t(`search.titles.${tab}`)}</h2>
        {tab === 'buy' || tab === 'rent' ? (
          <TypeSearch key={tab} type={tab === 'buy' ? 'sale' : 'rent'} />
        ) : null}
        {tab === 'value' ? (
          <Link className="hearth-button" to={listingsPages.href('house-valuation')}>
            {t('search.valueLink')}
          </Link>
        ) : null}
        {tab === 'service' ? (
          <RouteLink className="hearth-button" to={href(contentRoutes, 'home-services')}>
            {t('search.serviceLink')}
          </RouteLink>
        ) : null}
        {tab === 'agents' ? (
          <>
            <p>{t('search.agentsText')}</p>
            <RouteLink className="hearth-button" to={href(contentRoutes, 'contact-us')}>
              {t('search.agentsLink')}
            </RouteLink>
          </>
        ) : null}
      </Tabs>
    </section>
  );
}
