import './address-combobox.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { addressSuggestionsQuery } from './google-autocomplete';

/** Suggestions wait for a 300 ms pause in typing (spec §9). */
export const SUGGEST_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface AddressComboboxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** Visually hidden label (the search header). */
  hideLabel?: boolean;
  /** The search header's dropdown: "Powered By Google" footer, "No Applicable" when nothing matches, a clear (x). */
  searchBox?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The address box with suggestions (the ARIA combobox pattern): suggestions after a 300 ms pause; arrows move,
 * Enter chooses, Escape closes; hidden by a click outside, by choosing, or by clearing. A failed lookup shows no
 * suggestions and no error.
 */
export function AddressCombobox({
  value,
  onChange,
  label,
  placeholder,
  hideLabel = false,
  searchBox = false,
  invalid = false,
  describedBy,
}: AddressComboboxProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...addressSuggestionsQuery(text), enabled: open && text !== '', retry: false });
  const settled = open && value.trim() !== '' && text !== '' && query.isSuccess;
  const options = settled ? query.data : [];
  const expanded = options.length > 0 || (searchBox && settled);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' && n) setActive((a) => (a + 1) % n);
    else if (event.key === 'ArrowUp' && n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
    else if (event.key === 'Enter' && n && active >= 0) choose(options[active]!);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="address-combobox" ref={rootRef}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'hearth-visually-hidden' : undefined}>
        {label}
      </label>
      <div className="address-combobox__input-row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setActive(-1);
            setOpen(e.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
        />
        {searchBox && value ? (
          <button
            type="button"
            className="address-combobox__clear"
            aria-label={t('search.clear')}
            onClick={() => {
              choose('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="address-combobox__list" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {options.map((option, i) => (
            <li
              key={option}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'address-combobox__option--active' : undefined}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onKeyDown={(e) => {
                // Focus stays on the input (aria-activedescendant); this only serves a pointer-free activation.
                if (e.key === 'Enter') choose(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
        {searchBox && options.length === 0 ? (
          <p className="address-combobox__empty">{t('search.noApplicable')}</p>
        ) : null}
        {searchBox ? <p className="address-combobox__footer">{t('search.poweredByGoogle')}</p> : null}
      </div>
    </div>
  );
}
