import './long-form-page.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useLocaleStore } from '@hearth/shared';
import type { Block, Bilingual, LongFormDoc } from './long-form';
import { useHashScroll } from './use-hash-scroll';
import { ensurePageTranslations } from '../i18n/page-translations';

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A long-form document in the current language: title, date line, a table of contents with anchors, sections. */
export function LongFormPage({ doc, className }: { doc: Bilingual<LongFormDoc>; className?: string }) {
  ensurePageTranslations();
  const { t } = useTranslation('content');
  const locale = useLocaleStore((s) => s.locale);
  const d = doc[locale];
  useHashScroll();
  return (
    <div className={['long-form', className].filter(Boolean).join(' ')}>
      <h1>{d.title}</h1>
      {d.dated && <p className="long-form__dated">{d.dated}</p>}
      <nav className="long-form__toc" aria-label={t('longForm.toc')}>
        <h2>{t('longForm.toc')}</h2>
        <ol>
          {d.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {d.intro?.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
      {d.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="long-form__section">
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.body.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </section>
      ))}
    </div>
  );
}
