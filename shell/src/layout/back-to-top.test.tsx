import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../lib/testing/fixtures';
import { BackToTop, backToTopOffset } from './back-to-top';

function scrollTo(y: number, pageHeight: number, viewport = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  window.innerHeight = viewport;
  window.scrollY = y;
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('backToTopOffset', () => {
  it('is 5rem within 50 px of the page bottom, else 2rem', () => {
    expect(backToTopOffset(1200, 800, 2000)).toBe('5rem'); // at the bottom
    expect(backToTopOffset(1150, 800, 2000)).toBe('5rem'); // 50 px away
    expect(backToTopOffset(1149, 800, 2000)).toBe('2rem'); // 51 px away
    expect(backToTopOffset(0, 800, 2000)).toBe('2rem');
  });
});

describe('BackToTop', () => {
  it('appears after scrolling, moves up near the bottom and scrolls to the top', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    await renderShell(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(600, 4000);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button).toHaveStyle({ bottom: '2rem' });
    scrollTo(3180, 4000);
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveStyle({ bottom: '5rem' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0, 4000);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
