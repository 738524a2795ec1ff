import './toaster.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { bus, type ToastEvent } from '@hearth/shared';

export const TOAST_DURATION_MS = 4000;
const MAX_TOASTS = 4;

interface ToastItem extends ToastEvent {
  id: number;
}

let sequence = 0;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div className={`toast toast--${toast.kind}`} role={urgent ? 'alert' : 'status'}>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** Shows `toast` bus events (from the shell or any remote); each dismisses itself after ~4 s. */
export function Toaster() {
  const { t } = useTranslation('shell');
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(() => {
    const onToast = (toast: ToastEvent) => {
      sequence += 1;
      const item = { ...toast, id: sequence };
      setToasts((list) => [...list, item].slice(-MAX_TOASTS));
    };
    bus.on('toast', onToast);
    return () => bus.off('toast', onToast);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}
