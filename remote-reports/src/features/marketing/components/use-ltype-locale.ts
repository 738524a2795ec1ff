import { useEffect } from 'react';
import { useSearchParams } from '@hearth/shared/router';
import { ltypeOf, useLocaleStore, type Locale } from '@hearth/shared';
import { ltypeLanguage } from './watch-content';

/**
 * The page language from `?ltype=` (first character; '1' English, else Chinese), written into the shared locale
 * store (the shell mirrors it into i18next and `<html lang>`). Without ltype the current locale stays and gives
 * the ltype sent to the service.
 */
export function useLtypeLocale(): { ltype: string; locale: Locale } {
  const [params] = useSearchParams();
  const fromQuery = ltypeLanguage(params.get('ltype'));
  const current = useLocaleStore((s) => s.locale);
  const queryLocale = fromQuery?.locale;

  useEffect(() => {
    if (queryLocale && useLocaleStore.getState().locale !== queryLocale)
      useLocaleStore.getState().setLocale(queryLocale);
  }, [queryLocale]);

  return fromQuery ?? { ltype: String(ltypeOf(current)), locale: current };
}
