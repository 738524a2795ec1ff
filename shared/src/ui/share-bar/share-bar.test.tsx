import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { kitTranslations } from '../kit-i18n/kit-translations';
import { ShareBar } from './share-bar';

const IDENTITY = /fjjUserId|appAuthCode|yonghuId|userName|email=|phone=/i;

function sharedUrlOf(href: string): string {
  const u = new URL(href);
  return u.searchParams.get('url') ?? u.searchParams.get('u') ?? '';
}

describe('ShareBar (ADR 0023)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/blog/9?ltype=1&fjjUserId=7&appAuthCode=abc&yonghuId=5#c');
  });

  it("shares the page's canonical URL on every target: no identity", async () => {
    await renderWithProviders(<ShareBar title="A blog" />, { translations: [kitTranslations] });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toMatch(IDENTITY);
      expect(sharedUrlOf(href)).toBe(`${window.location.origin}/blog/9?ltype=1#c`);
    }
  });

  it('copies the canonical URL, also of a given url', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await renderWithProviders(<ShareBar url="https://lily.test/d/1?email=a%40b.c&phone=1&q=2" />, {
      translations: [kitTranslations],
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://lily.test/d/1?q=2'));
  });
});
