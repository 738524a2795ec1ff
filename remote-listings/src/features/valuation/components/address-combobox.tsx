import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { addressSuggestionsQuery } from '../api/google-autocomplete';

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

/**
 * The address box with suggestions (the ARIA combobox pattern): suggestions after a 300 ms pause; arrows move,
 * Enter chooses, Escape closes; hidden by a click outside, by choosing, or by clearing.
 */
export function AddressCombobox({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('listings');
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({ ...addressSuggestionsQuery(text), enabled: open && text !== '' });
  const options = open && value.trim() !== '' && text !== '' ? (query.data ?? []) : [];
  const expanded = options.length > 0;

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
    if (event.key === 'ArrowDown' && expanded) setActive((a) => (a + 1) % options.length);
    else if (event.key === 'ArrowUp' && expanded) setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    else if (event.key === 'Enter' && expanded && active >= 0) choose(options[active]!);
    else if (event.key === 'Escape' && open) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="address-combobox" ref={rootRef}>
      <label htmlFor={`${id}-input`}>{t('valuation.address')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={t('valuation.placeholder')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setActive(-1);
          setOpen(e.target.value.trim() !== '');
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('valuation.suggestions')}
        hidden={!expanded}
        className="address-combobox__list"
      >
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
    </div>
  );
}
