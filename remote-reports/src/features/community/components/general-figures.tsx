import { useTranslation } from '@hearth/shared/react-i18next';
import { formatMoney } from '@hearth/shared/format';
import type { CommunityData, GeneralEntry } from '@hearth/shared/contracts/analysisService';
import { REPORTS_NS } from '../../../i18n/translations';
import { isIncome } from './demographic-rules';

function valueOf(entry: GeneralEntry): string {
  if (typeof entry.Value === 'string') return entry.Value;
  if (isIncome(entry.Key)) return formatMoney(entry.Value);
  return entry.Value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** Neighbourhood facts, then the General figures: the first two as large tiles, the rest as a grid. */
export function GeneralFigures({ data }: { data: CommunityData }) {
  const { t } = useTranslation(REPORTS_NS);
  const facts = (['Province', 'EconomicRegion', 'CensusDivision'] as const).filter((f) => data.facts[f]);
  const [first, second, ...rest] = data.general;
  return (
    <>
      {facts.length > 0 && (
        <section className="community-facts" aria-labelledby="community-facts-title">
          <h2 id="community-facts-title">{t('community.factsTitle')}</h2>
          <dl>
            {facts.map((f) => (
              <div key={f}>
                <dt>{t(`community.facts.${f}`)}</dt>
                <dd>{data.facts[f]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {data.general.length > 0 && (
        <section className="community-general" aria-labelledby="community-general-title">
          <h2 id="community-general-title">{t('community.generalTitle')}</h2>
          <dl className="community-general__tiles">
            {[first, second]
              .filter((e): e is GeneralEntry => e !== undefined)
              .map((e) => (
                <div key={e.Key} className="community-general__tile">
                  <dt>{e.Key}</dt>
                  <dd>{valueOf(e)}</dd>
                </div>
              ))}
          </dl>
          {rest.length > 0 && (
            <dl className="community-general__grid">
              {rest.map((e) => (
                <div key={e.Key}>
                  <dt>{e.Key}</dt>
                  <dd>{valueOf(e)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
    </>
  );
}
