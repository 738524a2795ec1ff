import { useTranslation } from '@hearth/shared/react-i18next';
import { HorizontalScroller } from './horizontal-scroller';

/** Spec §2: the agent explorer shows 10 placeholder cards (no agent directory exists yet). */
export const AGENT_PLACEHOLDERS = 10;

/** The epic home's agent-explorer carousel: 10 labelled placeholder cards in the horizontal scroller. */
export function AgentExplorer() {
  const { t } = useTranslation('shell');
  const cards = Array.from({ length: AGENT_PLACEHOLDERS }, (_, i) => i + 1);
  return (
    <section className="epic-section" aria-labelledby="agent-explorer-heading">
      <h2 id="agent-explorer-heading">{t('home.epic.explorer.heading')}</h2>
      <p>{t('home.epic.explorer.intro')}</p>
      <HorizontalScroller label={t('home.epic.explorer.list')}>
        <ul className="agent-explorer">
          {cards.map((n) => (
            <li key={n} className="agent-explorer__card">
              <span className="agent-explorer__avatar" aria-hidden="true" />
              <span className="agent-explorer__name">{t('home.epic.explorer.card', { n })}</span>
              <span className="agent-explorer__soon">{t('home.epic.explorer.soon')}</span>
            </li>
          ))}
        </ul>
      </HorizontalScroller>
    </section>
  );
}
