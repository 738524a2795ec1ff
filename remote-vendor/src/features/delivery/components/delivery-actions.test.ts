import { deliveryButtons } from './delivery-actions';

describe('deliveryButtons (state → buttons)', () => {
  it('opens accept and complain only for RECEIVE_PENDING', () => {
    expect(deliveryButtons('RECEIVE_PENDING', 'none')).toEqual({ kind: 'open' });
  });
  it('shows COMPLAINT PROCESSING for RECEIVE_COMPLAIN and ACCEPTED for any other state', () => {
    expect(deliveryButtons('RECEIVE_COMPLAIN', 'none')).toEqual({
      kind: 'closed',
      label: 'complaintProcessing',
    });
    for (const state of ['DONE', 'SALE', 'RECEIVED', 'SOMETHING_NEW'])
      expect(deliveryButtons(state, 'none')).toEqual({ kind: 'closed', label: 'accepted' });
  });
  it('after this visit accepted or complained, shows the grey outcome whatever the state says', () => {
    expect(deliveryButtons('RECEIVE_PENDING', 'accepted')).toEqual({ kind: 'closed', label: 'accepted' });
    expect(deliveryButtons('RECEIVE_COMPLAIN', 'complained')).toEqual({
      kind: 'closed',
      label: 'complainProcessing',
    });
  });
});
