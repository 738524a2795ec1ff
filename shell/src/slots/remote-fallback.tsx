import './remote-fallback.css';
import { useTranslation } from '@hearth/shared/react-i18next';
import { FEDERATION_NS } from '../lib/i18n/federation';

/** What a remote's slot shows when the remote is down, slow, broken or incompatible. Only that slot. */
export function RemoteFallback({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation(FEDERATION_NS);
  return (
    <div className="hearth-remote-fallback" role="alert">
      <p className="hearth-remote-fallback__message">{t('unavailable')}</p>
      <button type="button" className="hearth-button" onClick={onRetry} disabled={busy}>
        {t('retry')}
      </button>
    </div>
  );
}
