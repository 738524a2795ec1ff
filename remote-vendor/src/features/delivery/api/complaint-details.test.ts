import { complaintDetails, isComplaintEmpty } from './complaint-details';

describe('complaint details text', () => {
  it('combines order, name, email, phone and the three answers, one labelled line each', () => {
    const text = complaintDetails(
      'SO0053',
      { userName: 'Wei Zhang', email: 'wei@example.com', phone: '4165550101' },
      { problem: ' Stains on the carpet ', steps: 'Called the vendor', promises: 'A free re-clean' },
    );
    expect(text).toBe(
      [
        'Order: SO0053',
        'Name: Wei Zhang',
        'Email: wei@example.com',
        'Phone: 4165550101',
        'Problem details: Stains on the carpet',
        'Steps taken: Called the vendor',
        'Promises made by the vendor: A free re-clean',
      ].join('\n'),
    );
  });
  it('writes "-" for what is missing, and refuses a complaint without problem details', () => {
    const text = complaintDetails(
      'SO1',
      { userName: null, email: ' ', phone: null },
      {
        problem: 'x',
        steps: '',
        promises: '',
      },
    );
    expect(text).toContain('Name: -\nEmail: -\nPhone: -');
    expect(text).toContain('Steps taken: -');
    expect(isComplaintEmpty({ problem: '  ', steps: 'a', promises: 'b' })).toBe(true);
    expect(isComplaintEmpty({ problem: 'a', steps: '', promises: '' })).toBe(false);
  });
});
