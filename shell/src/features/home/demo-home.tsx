import { useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { PageLayout } from '@hearth/shared/ui';
import { useShellPageHead } from '../../routing/use-shell-page-head';

const PLACEHOLDERS = ['trends', 'nearby', 'history'] as const;

/**
 * The demo template (spec §2 "demo and sample pages"; decision in ADR 0014): a clearly labelled sample home for
 * an agent trying the product. It holds the about demo (a counter) and the placeholders for property trends,
 * nearby and history, each marked as a sample, and loads no remote and no data.
 */
export function DemoHome() {
  const { t } = useTranslation('shell');
  const [count, setCount] = useState(0);
  useShellPageHead('home', t('home.demo.title'));
  return (
    <PageLayout className="home-demo" heading={t('home.demo.title')}>
      <p className="home-demo__label" role="note">
        {t('home.demo.notice')}
      </p>
      <section className="home-demo__card" aria-labelledby="demo-about-heading">
        <h2 id="demo-about-heading">{t('home.demo.about.heading')}</h2>
        <p>{t('home.demo.about.text')}</p>
        <p aria-live="polite">{t('home.demo.about.count', { count })}</p>
        <button type="button" className="hearth-button" onClick={() => setCount((n) => n + 1)}>
          {t('home.demo.about.increment')}
        </button>
      </section>
      {PLACEHOLDERS.map((key) => (
        <section key={key} className="home-demo__card" aria-labelledby={`demo-${key}-heading`}>
          <h2 id={`demo-${key}-heading`}>{t(`home.demo.${key}`)}</h2>
          <p>{t('home.demo.placeholder')}</p>
        </section>
      ))}
    </PageLayout>
  );
}
