import './map-bar.css';
import { useId, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ModalDialog } from '@hearth/shared/ui';
import { withoutFilters } from '../api/map-area';
import type { SearchState } from '../api/search-state';
import { MapFilters } from './map-filters';

/**
 * The phone's filters (issue 31): a bottom sheet on the kit's native modal `<dialog>` (focus kept inside, Escape
 * and the back gesture close it without searching). The choices are a draft until Apply searches with them;
 * Reset clears the draft's filters. Render it only while open.
 */
export function FilterSheet({
  state,
  onApply,
  onClose,
}: {
  state: SearchState;
  onApply: (next: SearchState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const headingId = useId();
  const [draft, setDraft] = useState(state);
  return (
    <ModalDialog
      className="map-sheet"
      labelledBy={headingId}
      closeLabel={t('map.closeFilters')}
      onClose={onClose}
    >
      <h2 id={headingId} className="map-sheet__title">
        {t('map.filters')}
      </h2>
      <MapFilters
        state={draft}
        layout="sheet"
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch, page: 1 }))}
      />
      <div className="map-sheet__actions">
        <button
          type="button"
          className="hearth-button hearth-button--ghost"
          onClick={() => setDraft(withoutFilters(draft))}
        >
          {t('map.reset')}
        </button>
        <button type="button" className="hearth-button" onClick={() => onApply(draft)}>
          {t('map.apply')}
        </button>
      </div>
    </ModalDialog>
  );
}
