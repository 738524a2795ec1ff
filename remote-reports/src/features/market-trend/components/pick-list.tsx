import { useId, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ModalDialog } from '@hearth/shared/ui';
import { REPORTS_NS } from '../../../i18n/translations';

export interface PickOption {
  value: string;
  label: string;
}

export interface PickListProps {
  label: string;
  value: string;
  options: readonly PickOption[];
  onPick: (value: string) => void;
  /** The selector does not open (e.g. community while the city is "all"). */
  disabled?: boolean;
}

/**
 * A selector: a button showing the label and the current choice; it opens an accessible pick list (a modal
 * dialog of option buttons, the current one pressed). Picking an option closes the list.
 */
export function PickList({ label, value, options, onPick, disabled = false }: PickListProps) {
  const { t } = useTranslation(REPORTS_NS);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <>
      <button
        type="button"
        className="pick-list__button"
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="pick-list__label">{label}</span>
        <span className="pick-list__value">{current}</span>
      </button>
      {open && (
        <ModalDialog onClose={() => setOpen(false)} labelledBy={titleId} closeLabel={t('trend.close')}>
          <h2 id={titleId} className="pick-list__title">
            {t('trend.choose', { label })}
          </h2>
          <ul className="pick-list__options">
            {options.map((o) => (
              <li key={o.value}>
                <button
                  type="button"
                  className="pick-list__option"
                  aria-pressed={o.value === value}
                  onClick={() => {
                    setOpen(false);
                    if (o.value !== value) onPick(o.value);
                  }}
                >
                  {o.label}
                </button>
              </li>
            ))}
          </ul>
        </ModalDialog>
      )}
    </>
  );
}
