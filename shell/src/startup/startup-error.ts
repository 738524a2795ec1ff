import type { Locale } from '@hearth/shared';
import en from '../lib/i18n/federation/en.json';
import zhCN from '../lib/i18n/federation/zh-CN.json';

const TEXTS = { en, 'zh-CN': zhCN } as const;

/**
 * The start-up's error screen, before i18n and React exist (runtime-config.json could not be read, or the start-up
 * failed otherwise): a heading and a Retry button in the page's language (en / zh-CN, the federation namespace's
 * texts), the cause in non-production builds. Resolves when Retry is pressed; the screen then shows the loading
 * text until the caller replaces it (another error, or the app).
 */
export function showStartupError(root: HTMLElement, locale: Locale, detail: string | null): Promise<void> {
  const texts = TEXTS[locale];
  const box = document.createElement('section');
  box.className = 'status-page';
  box.dataset.testid = 'startup-error';
  box.lang = locale;
  const heading = document.createElement('p');
  heading.className = 'status-page__message';
  heading.setAttribute('role', 'alert');
  heading.textContent = texts.startupFailed;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'hearth-button';
  retry.textContent = texts.retry;
  box.append(heading, retry);
  if (detail) {
    const pre = document.createElement('pre');
    pre.textContent = detail;
    box.append(pre);
  }
  root.replaceChildren(box);
  return new Promise((resolve) => {
    retry.addEventListener(
      'click',
      () => {
        retry.disabled = true;
        box.setAttribute('aria-busy', 'true');
        heading.removeAttribute('role');
        heading.textContent = texts.loading;
        resolve();
      },
      { once: true },
    );
  });
}
