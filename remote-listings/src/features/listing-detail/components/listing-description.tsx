import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { RemarkSection } from '@hearth/shared/contracts/cmis';
import { toChineseQuery } from '../api/to-chinese';
import { visibleRemarks } from './detail-rules';

/**
 * The description: remark sections as paragraphs ("legal" hidden). The translate-to-Chinese toggle sends each
 * section to the translation endpoint; off shows the original again; a failed section keeps its original and
 * says so.
 */
export function ListingDescription({ remarks }: { remarks: readonly RemarkSection[] | null }) {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const [translate, setTranslate] = useState(false);
  const sections = visibleRemarks(remarks);
  const results = useQueries({
    queries: sections.map((s) => ({ ...toChineseQuery(s.text), enabled: translate })),
  });
  const pending = translate && results.some((r) => r.isPending);
  const failed = translate && results.some((r) => r.isError);
  return (
    <section className="listing-section listing-description" aria-labelledby="listing-description-heading">
      <h2 id="listing-description-heading">{t('detail.description.heading')}</h2>
      {sections.length > 0 && (
        <label className="listing-description__toggle">
          <input type="checkbox" checked={translate} onChange={(e) => setTranslate(e.target.checked)} />
          {t('detail.description.translate')}
        </label>
      )}
      <div aria-live="polite">
        {pending && <p className="listing-description__status">{t('detail.description.translating')}</p>}
        {failed && (
          <p className="listing-description__status listing-description__status--error" role="alert">
            {t('detail.description.failed')}
          </p>
        )}
      </div>
      {sections.length === 0 && <p>{na}</p>}
      {sections.map((s, i) => {
        const translated = translate ? results[i]?.data : undefined;
        return (
          <p key={s.key} className="listing-description__text" lang={translated ? 'zh-CN' : 'en'}>
            {translated ?? s.text}
          </p>
        );
      })}
    </section>
  );
}
