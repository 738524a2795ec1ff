import { useTranslation } from '@hearth/shared/react-i18next';
import { FEDERATION_NS } from '../lib/i18n/federation';
import type { EffectiveRemote } from './overrides';

/**
 * Fixed-corner notice listing the remotes whose entry is overridden on this browser, with "Clear overrides".
 * Rendered only by non-production builds (see app.tsx).
 */
export function OverrideBadge({ remotes, onClear }: { remotes: EffectiveRemote[]; onClear: () => void }) {
  const { t } = useTranslation(FEDERATION_NS);
  const active = remotes.filter((r) => r.overridden);
  if (!active.length) return null;
  return (
    <aside
      aria-label={t('overrides.title')}
      data-testid="remote-override-badge"
      style={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 2147483000,
        maxWidth: 'min(90vw, 480px)',
        padding: '6px 10px',
        borderRadius: 6,
        background: '#7a2e00',
        color: '#fff',
        font: '12px/1.4 system-ui, sans-serif',
        boxShadow: '0 2px 8px rgba(0,0,0,.3)',
      }}
    >
      <strong>{t('overrides.title')}</strong>
      <ul style={{ margin: '4px 0', paddingLeft: 16, wordBreak: 'break-all' }}>
        {active.map((r) => (
          <li key={r.name}>{t('overrides.entry', { name: r.name, url: r.entry })}</li>
        ))}
      </ul>
      <button type="button" onClick={onClear} style={{ font: 'inherit', cursor: 'pointer' }}>
        {t('overrides.clear')}
      </button>
    </aside>
  );
}
