import { useTranslation } from '@hearth/shared/react-i18next';
import { useBridgeLogStore } from './bridge-log-store';

function payloadText(payload: unknown): string {
  if (payload === undefined) return '';
  try {
    return JSON.stringify(payload);
  } catch {
    return String(payload);
  }
}

/** The live log of `bridge:call` events (recorded by BridgeFallbacks in non-production builds). */
export function BridgeLog() {
  const { t } = useTranslation('shell');
  const entries = useBridgeLogStore((s) => s.entries);
  const clear = useBridgeLogStore((s) => s.clear);
  return (
    <section aria-labelledby="bridge-panel-log" className="bridge-panel__log">
      <h2 id="bridge-panel-log">{t('bridgePanel.logHeading')}</h2>
      <button type="button" className="hearth-button hearth-button--ghost" onClick={clear}>
        {t('bridgePanel.clearLog')}
      </button>
      {entries.length === 0 ? (
        <p>{t('bridgePanel.logEmpty')}</p>
      ) : (
        <ol data-testid="bridge-log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <code>{entry.name}</code> <span className="bridge-panel__platform">{entry.platform}</span>{' '}
              <code>{payloadText(entry.payload)}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
