import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore, useNativeContextStore } from '@hearth/shared';
import { renderShell, resetStores } from '../../lib/testing/fixtures';
import { resolveInitialLocale } from './init-locale';
import { LanguageSelector } from './language-selector';
import { buildLtypeUrl } from './ltype-url';

const at = (search: string, cookie = '', languages = ['en-US', 'en']) => ({
  location: { search },
  document: { cookie },
  navigator: { language: languages[0] ?? '', languages },
});

describe('resolveInitialLocale', () => {
  beforeEach(resetStores);

  it('public: ltype wins (1 English, 0 Chinese), else English', () => {
    expect(resolveInitialLocale(at('?ltype=1'), 'public')).toBe('en');
    expect(resolveInitialLocale(at('?ltype=0'), 'public')).toBe('zh-CN');
    expect(resolveInitialLocale(at(''), 'public')).toBe('en');
    expect(resolveInitialLocale(at('?ltype=7'), 'public')).toBe('en');
    expect(resolveInitialLocale(at('?language=0'), 'public')).toBe('en');
  });

  it('public without ltype: the language cookie, then the browser’s languages (the server’s rule)', () => {
    expect(resolveInitialLocale(at('', 'hearth_locale=zh-CN'), 'public')).toBe('zh-CN');
    expect(resolveInitialLocale(at('?ltype=1', 'hearth_locale=zh-CN', ['zh-CN']), 'public')).toBe('en');
    expect(resolveInitialLocale(at('', 'hearth_locale=en', ['zh-CN']), 'public')).toBe('en');
    expect(resolveInitialLocale(at('', '', ['zh-CN', 'en']), 'public')).toBe('zh-CN');
    expect(resolveInitialLocale(at('', '', ['fr-CA']), 'public')).toBe('en');
  });

  it('hybrid ignores the cookie and the browser’s languages', () => {
    expect(resolveInitialLocale(at('?language=0', 'hearth_locale=en', ['en']), 'hybrid')).toBe('zh-CN');
    expect(resolveInitialLocale(at('', 'hearth_locale=en', ['en']), 'hybrid')).toBe('zh-CN');
  });

  it('hybrid: the native language (query, else context) — 1 English, anything else Chinese', () => {
    expect(resolveInitialLocale(at('?language=1'), 'hybrid')).toBe('en');
    expect(resolveInitialLocale(at('?language=0'), 'hybrid')).toBe('zh-CN');
    expect(resolveInitialLocale(at('?language=en'), 'hybrid')).toBe('zh-CN');
    expect(resolveInitialLocale(at('?language=0&ltype=1'), 'hybrid')).toBe('zh-CN');
    useNativeContextStore.setState({ language: '1' });
    expect(resolveInitialLocale(at(''), 'hybrid')).toBe('en');
  });

  it('hybrid without any native language: explicit ltype, else Chinese', () => {
    expect(resolveInitialLocale(at(''), 'hybrid')).toBe('zh-CN');
    expect(resolveInitialLocale(at('?ltype=1'), 'hybrid')).toBe('en');
  });
});

describe('buildLtypeUrl', () => {
  it('sets ltype=1 for English and ltype=0 for Chinese, replacing an existing one and keeping the rest', () => {
    expect(buildLtypeUrl('http://lily.localhost:3000/blogs', 'en')).toBe(
      'http://lily.localhost:3000/blogs?ltype=1',
    );
    expect(buildLtypeUrl('http://lily.localhost:3000/listing/7?ltype=1&x=2#top', 'zh-CN')).toBe(
      'http://lily.localhost:3000/listing/7?ltype=0&x=2#top',
    );
  });
});

describe('LanguageSelector', () => {
  beforeEach(resetStores);
  afterEach(() => {
    document.cookie = 'hearth_locale=; Path=/; Max-Age=0';
  });

  it('reloads the current URL with the chosen ltype', async () => {
    const onNavigate = jest.fn();
    await renderShell(<LanguageSelector onNavigate={onNavigate} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, '中文');
    expect(onNavigate).toHaveBeenCalledWith(buildLtypeUrl(window.location.href, 'zh-CN'));
    expect(onNavigate.mock.calls[0]![0]).toContain('ltype=0');
  });

  it('remembers the choice in the language cookie before it navigates, to the same URL as before', async () => {
    const cookieAtNavigation: string[] = [];
    const onNavigate = jest.fn(() => void cookieAtNavigation.push(document.cookie));
    await renderShell(<LanguageSelector onNavigate={onNavigate} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '中文');
    expect(cookieAtNavigation).toEqual(['hearth_locale=zh-CN']);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith(buildLtypeUrl(window.location.href, 'zh-CN'));
    // The next page opened without ltype starts in the remembered language.
    expect(resolveInitialLocale(window, 'public')).toBe('zh-CN');
  });

  it('chooses English with ltype=1 when Chinese is active', async () => {
    useLocaleStore.setState({ locale: 'zh-CN' });
    const onNavigate = jest.fn();
    await renderShell(<LanguageSelector onNavigate={onNavigate} />, { locale: 'zh-CN' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'English');
    expect(onNavigate.mock.calls[0]![0]).toContain('ltype=1');
  });
});
