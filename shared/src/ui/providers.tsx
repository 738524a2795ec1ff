import './base.css';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/**
 * The providers every page runs inside: the shell wraps the whole app with them, and each remote's
 * standalone harness does the same, so a remote behaves alike in both.
 */
export function HearthProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
