import './modal-dialog.css';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** Called on Escape, the native cancel (back gesture) and the close button; the owner unmounts the dialog. */
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy?: string;
  /** Accessible name when there is no visible heading. */
  label?: string;
  /** Label of the × button; no button when omitted. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`, mounted open: `showModal()` makes the page behind inert, Tab cycles inside, Escape and
 * the native cancel call `onClose`, and focus goes back to the control that was focused before it opened. Where
 * `showModal` is missing (jsdom) it falls back to a plain open dialog. Render it only while open.
 */
export function ModalDialog({
  onClose,
  labelledBy,
  label,
  closeLabel,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closingRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closingRef.current = false;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      closingRef.current = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault(); // the owner closes it (not the browser's own cancel)
      onCloseRef.current();
    } else if (event.key === 'Tab') {
      // The modal dialog makes the page inert; this also keeps Tab from leaving for the browser's own UI.
      const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      const edge = event.shiftKey ? first : last;
      if (edge && (current === edge || !items.includes(current as HTMLElement))) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`hearth-modal${className ? ` ${className}` : ''}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClose={(event) => {
        // Also fired (later) by the unmount cleanup's close(): only a dialog still closed, that the owner did not
        // close, means "closed by the browser".
        if (!event.currentTarget.open && !closingRef.current) onCloseRef.current();
      }}
    >
      {closeLabel ? (
        <button type="button" className="hearth-modal__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
      {children}
    </dialog>
  );
}
