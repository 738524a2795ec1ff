import './guide-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useLocaleStore } from '@hearth/shared';
import type { BilingualGuide } from '../content/guide';
import { useHashScroll } from '../../../components/use-hash-scroll';
import { ensurePageTranslations } from '../../../i18n/page-translations';

/** A guide: title, intro, group links (`#step1`…`#step4`), the groups with their numbered steps. */
export function GuidePage({ guide }: { guide: BilingualGuide }) {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const g = guide[useLocaleStore((s) => s.locale)];
  useHashScroll();
  let n = 0;
  return (
    <div className="guide-page">
      <h1>{g.title}</h1>
      <p>{g.intro}</p>
      <nav aria-label={t('longForm.toc')} className="guide-page__toc">
        <ol>
          {g.groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {g.groups.map((group, i) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-h`} className="guide-page__group">
          <h2 id={`${group.id}-h`}>{t('guides.group', { n: i + 1, heading: group.heading })}</h2>
          <ol className="guide-page__steps" start={n + 1}>
            {group.steps.map((step) => {
              n += 1;
              return (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
