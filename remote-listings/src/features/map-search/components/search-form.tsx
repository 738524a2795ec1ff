import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { AddressCombobox } from '../../../components/address-search/address-combobox';

/**
 * The address / MLS search form (role search) of the search header and the www home: the combobox with
 * suggestions, labelled by `search.label`, and Search (disabled while a search runs). `children` follows the
 * button (the home's "Loading" status).
 */
export function SearchForm({
  className,
  value,
  onChange,
  onSubmit,
  placeholder,
  busy,
  children,
}: {
  className: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder: string;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('listings');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className={className} onSubmit={submit}>
      <AddressCombobox
        value={value}
        onChange={onChange}
        label={t('search.label')}
        placeholder={placeholder}
        hideLabel
        searchBox
      />
      <button type="submit" className="hearth-button" disabled={busy}>
        {t('search.submit')}
      </button>
      {children}
    </form>
  );
}
