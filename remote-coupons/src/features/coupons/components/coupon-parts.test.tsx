import { screen } from '@testing-library/react';
import { renderWithProviders } from '@hearth/shared/testing';
import { translations } from '../../../i18n/translations';
import { CouponCover, DiscountPill } from './coupon-parts';

describe('CouponCover', () => {
  it('shows the picture as decoration, lazily when asked, with its box reserved when given', async () => {
    const { container } = await renderWithProviders(
      <CouponCover
        src="http://files.test/c.png"
        className="coupon-card__cover"
        lazy
        width={750}
        height={422}
      />,
      { translations: [translations] },
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveClass('coupon-cover', 'coupon-card__cover');
  });

  it('announces a placeholder without a picture', async () => {
    await renderWithProviders(<CouponCover src={null} className="coupon-summary__cover" />, {
      translations: [translations],
    });
    expect(screen.getByRole('img', { name: 'No picture available' })).toHaveClass(
      'coupon-cover--placeholder',
      'coupon-summary__cover',
    );
  });
});

describe('DiscountPill', () => {
  it('names the discount for screen readers', async () => {
    await renderWithProviders(
      <DiscountPill discount={{ key: 'discount.percentOff', values: { percent: '15' } }} className="x" />,
      { translations: [translations] },
    );
    const pill = screen.getByTestId('coupon-discount');
    expect(pill).toHaveTextContent('Discount: 15% off');
    expect(pill).toHaveClass('coupon-pill', 'x');
  });

  it('renders nothing without a discount', async () => {
    const { container } = await renderWithProviders(<DiscountPill discount={null} className="x" />, {
      translations: [translations],
    });
    expect(container).toBeEmptyDOMElement();
  });
});
