import { render, screen, within } from '@testing-library/react';
import { FieldList, VendorCard } from './vendor-card';

describe('VendorCard and FieldList', () => {
  it('names the card by its heading and lists each label with its value', () => {
    render(
      <VendorCard heading="Order">
        <FieldList
          rows={[
            ['Product', 'Cleaning', 'product-name'],
            ['Notes', 'N/A', 'notes'],
          ]}
        />
      </VendorCard>,
    );
    const card = screen.getByRole('region', { name: 'Order' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Order' })).toBeInTheDocument();
    const terms = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Product', 'Notes']);
    expect(within(card).getByTestId('product-name')).toHaveTextContent('Cleaning');
    expect(within(card).getByTestId('notes')).toHaveTextContent('N/A');
  });

  it('names a card without a heading by its label', () => {
    render(
      <VendorCard label="Actions" className="delivery-panel">
        <button type="button">Accept</button>
      </VendorCard>,
    );
    const card = screen.getByRole('region', { name: 'Actions' });
    expect(card).toHaveClass('vendor-card', 'delivery-panel');
    expect(within(card).queryByRole('heading')).toBeNull();
  });
});
