import { screen, within } from '@testing-library/react';
import { breakdown, localDateTime, renderPage, report, restoreFetch } from './page-test-fixtures';

afterEach(() => restoreFetch());

describe('AccountingPage, vendor and company views', () => {
  it('vendor: Client Address, and You Should Get / You Have Gotten from the VENDOR breakdown', async () => {
    const withVendorInvoice = {
      ...report,
      statement: {
        billBreakdowns: [
          breakdown('VENDOR', {
            Receivable: 700.456,
            Received: 100,
            invSubtotal: [
              {
                type: 'IN_INVOICE',
                createdDate: '2024-03-03 10:00:00',
                payable: 700.456,
                paid: 100,
                invoiceNumber: 'BILL-1',
              },
            ],
          }),
          breakdown('CLIENT', { Payable: 1 }),
        ],
      },
    };
    await renderPage({ report: { body: { code: 200, data: withVendorInvoice } }, view: 'vendor' });
    await screen.findByText('Summary');
    expect(document.title).toBe('Accounting Summary Page');
    expect(screen.getByText('Client Address').nextElementSibling).toHaveTextContent('100 King St W, Toronto');
    expect(screen.queryByText('Service Address')).not.toBeInTheDocument();
    expect(screen.getByText('You Should Get').nextElementSibling).toHaveTextContent('$700.46');
    expect(screen.getByText('You Have Gotten').nextElementSibling).toHaveTextContent('$100.00');
    expect(screen.queryByText('You Should Pay')).not.toBeInTheDocument();
    const items = screen.getAllByTestId('invoice');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Vendor Invoice')).toBeInTheDocument();
    expect(within(items[0]!).getByText(localDateTime('2024-03-03 10:00:00'))).toBeInTheDocument();
  });

  it('company: receivable, received, payable, paid and income from MYCOMPANY, with the timeline', async () => {
    const company = {
      ...report,
      statement: {
        billBreakdowns: [
          breakdown('MYCOMPANY', {
            Receivable: 1017,
            Received: 652,
            Payable: 800,
            Paid: 400,
            Income: 217,
            invSubtotal: report.statement.billBreakdowns[1]!.invSubtotal,
          }),
        ],
      },
    };
    await renderPage({ report: { body: { code: 200, data: company } }, view: 'company' });
    await screen.findByText('Summary');
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Receivable from the Client')).toBe('$1,017.00');
    expect(value('Received from the Client')).toBe('$652.00');
    expect(value('Payable to the Vendor')).toBe('$800.00');
    expect(value('Paid to the Vendor')).toBe('$400.00');
    expect(value('Company Income')).toBe('$217.00');
    expect(screen.getByText('Service Address')).toBeInTheDocument();
    expect(screen.getAllByTestId('invoice')).toHaveLength(2);
  });

  it('company in Chinese', async () => {
    await renderPage({ view: 'company', locale: 'zh-CN' });
    expect(await screen.findByText('公司收入')).toBeInTheDocument();
  });

  it('company: a report without the MYCOMPANY breakdown goes to /not/found', async () => {
    await renderPage({
      view: 'company',
      report: {
        body: { code: 200, data: { ...report, statement: { billBreakdowns: [breakdown('CLIENT')] } } },
      },
    });
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });
});
