import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useAppStore } from '@hearth/shared';
import { captureFlyer } from '../components/flyer-capture';
import { group, renderDailyReport, PNG } from './daily-report-test-data';

jest.mock('../components/flyer-capture', () => ({ captureFlyer: jest.fn() }));
const capture = jest.mocked(captureFlyer);

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  capture.mockReset();
  useAppStore.setState({ windowWidth: 1024 });
});

async function renderPage(opts: Parameters<typeof renderDailyReport>[0] = {}) {
  const rendered = await renderDailyReport(opts);
  restore = rendered.restore;
  return rendered;
}

describe('DailyReportPage: flyer generation', () => {
  it('generates a flyer: Converting..., all card images, the modal with a download button', async () => {
    let finish: (url: string) => void = () => undefined;
    capture.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    await renderPage();
    await screen.findByRole('heading', { name: 'Royal Elite' });
    const royal = group('Royal Elite');
    const button = within(royal).getByRole('button', { name: 'Generate Flyer' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Converting...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(capture).toHaveBeenCalledTimes(1);
    const [element, images, placeholder] = capture.mock.calls[0]!;
    expect(royal.contains(element)).toBe(true);
    expect(images).toHaveLength(38);
    expect(images[0]).toEqual({ key: 'R1', url: 'http://files.test/listings/R1/1.svg' });
    expect(placeholder).toBe('http://files.test/placeholders/listing.svg');
    await act(async () => finish(PNG));
    const dialog = await screen.findByRole('dialog', { name: 'Generated Flyer' });
    expect(within(dialog).getByRole('img', { name: 'Flyer of Royal Elite' })).toHaveAttribute('src', PNG);
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', PNG);
    expect(download).toHaveAttribute('download', 'flyer-new-royal-elite.png');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the capturing state 5 s after the tap', async () => {
    capture.mockResolvedValue(PNG);
    await renderPage();
    await screen.findByRole('heading', { name: 'Eastide' });
    const button = within(group('Eastide')).getByRole('button', { name: 'Generate Flyer' });
    // The timer starts with the tap: fake time from here on.
    jest.useFakeTimers();
    try {
      await act(async () => button.click());
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(button).toHaveTextContent('Converting...');
      await act(async () => jest.advanceTimersByTime(4999));
      expect(button).toHaveTextContent('Converting...');
      await act(async () => jest.advanceTimersByTime(1));
      expect(button).toHaveTextContent('Generate Flyer');
      expect(button).toHaveAttribute('aria-disabled', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the long-press hint instead of the button inside WeChat', async () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.40');
    try {
      capture.mockResolvedValue(PNG);
      await renderPage();
      await screen.findByRole('heading', { name: 'Eastide' });
      await userEvent.click(within(group('Eastide')).getByRole('button', { name: 'Generate Flyer' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Long press the image to download')).toBeInTheDocument();
      expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    } finally {
      ua.mockRestore();
    }
  });

  it('reports a failed flyer with a toast and re-enables the button', async () => {
    const toasts: unknown[] = [];
    const onToast = (t: unknown) => toasts.push(t);
    bus.on('toast', onToast);
    try {
      capture.mockRejectedValue(new Error('canvas'));
      await renderPage();
      await screen.findByRole('heading', { name: 'Eastide' });
      const button = within(group('Eastide')).getByRole('button', { name: 'Generate Flyer' });
      await userEvent.click(button);
      expect(await within(group('Eastide')).findByRole('button', { name: 'Generate Flyer' })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      expect(toasts).toEqual([
        { kind: 'error', title: 'The flyer could not be generated. Please try again.' },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      bus.off('toast', onToast);
    }
  });
});
