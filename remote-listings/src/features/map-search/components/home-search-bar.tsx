import './home-search-bar.css';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { paths } from '@hearth/shared';
import { AddressCombobox } from '../../../components/address-search/address-combobox';
import { useRunSearch } from './use-run-search';

const TABS = ['buy', 'rent', 'value', 'service', 'agents'] as const;
type Tab = (typeof TABS)[number];

function SearchForm({ type }: { type: 'sale' | 'rent' }) {
  const { t } = useTranslation('listings');
  const [text, setText] = useState('');
  const { run, busy } = useRunSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(text, type);
  };
  return (
    <form role="search" className="home-search__form" onSubmit={submit}>
      <AddressCombobox
        value={text}
        onChange={setText}
        label={t('search.label')}
        placeholder={t('search.homePlaceholder')}
        hideLabel
        searchBox
      />
      <button type="submit" className="hearth-button" disabled={busy}>
        {t('search.submit')}
      </button>
      {busy ? <p role="status">{t('search.loading')}</p> : null}
    </form>
  );
}

/**
 * The www home's search bar (spec §2): tabs Buy, Rent, Property Value, Home Service and Find Agents (the tabs
 * pattern: arrows move between tabs). Buy and Rent search like the header; Property Value leads to the valuation
 * page; Home Service to /home-services; Find Agents to the contact page, where the company routes the request to
 * an agent (no agent directory exists yet; see the remote's README).
 */
export function HomeSearchBar() {
  const { t } = useTranslation('listings');
  const id = useId();
  const [tab, setTab] = useState<Tab>('buy');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({
    buy: null,
    rent: null,
    value: null,
    service: null,
    agents: null,
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <section className="home-search" aria-label={t('search.tabs.label')}>
      <div role="tablist" aria-label={t('search.tabs.label')} className="home-search__tabs">
        {TABS.map((key) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onKeyDown}
          >
            {t(`search.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="home-search__panel"
      >
        <h2 className="home-search__title">{t(`search.titles.${tab}`)}</h2>
        {tab === 'buy' || tab === 'rent' ? (
          <SearchForm key={tab} type={tab === 'buy' ? 'sale' : 'rent'} />
        ) : null}
        {tab === 'value' ? (
          <Link className="hearth-button" to={paths.hybridHouseEvaluatePrice()}>
            {t('search.valueLink')}
          </Link>
        ) : null}
        {tab === 'service' ? (
          <Link className="hearth-button" to={paths.homeServices()}>
            {t('search.serviceLink')}
          </Link>
        ) : null}
        {tab === 'agents' ? (
          <>
            <p>{t('search.agentsText')}</p>
            <Link className="hearth-button" to={paths.contactUs()}>
              {t('search.agentsLink')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}
