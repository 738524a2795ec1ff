import { makeTestAgent } from '@hearth/shared/testing';
import { buildShowingLead, buildWwwContactLead, listingRef } from './build-leads';
import { EMPTY_SHOWING, validateShowing, validateWwwContact, type ShowingValues } from './validate-leads';

const valid: ShowingValues = {
  name: 'Ann Lee',
  phone: '416 555 0123',
  email: 'ann@example.ca',
  date: '2026-11-23',
  timeSpan: 'noon',
  remark: 'After 1 pm please',
};

describe('validateShowing (spec §5 order, first failure)', () => {
  it.each([
    [{ ...EMPTY_SHOWING }, 'name', 'nameRequired'],
    [{ ...valid, name: ' ', date: '' }, 'name', 'nameRequired'],
    [{ ...valid, date: '', phone: '' }, 'date', 'dateRequired'],
    [{ ...valid, phone: '  ' }, 'phone', 'phoneRequired'],
    [{ ...valid, phone: '416-555-0123' }, 'phone', 'phoneFormat'],
    [{ ...valid, phone: '+14165550123' }, 'phone', 'phoneFormat'],
    [{ ...valid, email: '' }, 'email', 'emailRequired'],
    [{ ...valid, email: 'ann@example.hotel' }, 'email', 'emailFormat'],
    [{ ...valid, email: 'ann@example.c' }, 'email', 'emailFormat'],
    [{ ...valid, remark: ' ' }, 'remark', 'remarkRequired'],
  ])('%j → %s %s', (values, field, key) => {
    expect(validateShowing(values as ShowingValues)).toEqual({ field, key });
  });
  it('accepts a valid form (spaces in the phone allowed)', () => {
    expect(validateShowing(valid)).toBeNull();
  });
});

describe('validateWwwContact', () => {
  it('checks name, phone and email only, in order', () => {
    const v = { name: 'A', phone: '4165550123', email: 'a@b.com', remark: '' };
    expect(validateWwwContact(v)).toBeNull();
    expect(validateWwwContact({ ...v, name: '', phone: '' })).toEqual({ field: 'name', key: 'nameRequired' });
    expect(validateWwwContact({ ...v, phone: '' })).toEqual({ field: 'phone', key: 'phoneRequired' });
    expect(validateWwwContact({ ...v, phone: '416x' })).toEqual({ field: 'phone', key: 'phoneFormat' });
    expect(validateWwwContact({ ...v, email: '' })).toEqual({ field: 'email', key: 'emailRequired' });
    expect(validateWwwContact({ ...v, email: 'a@b' })).toEqual({ field: 'email', key: 'emailFormat' });
  });
});

describe('lead payloads', () => {
  const listing = listingRef('treb-C4200001', { mlsNumber: 'C4200001', fullAddress: '25 Hollywood Ave' });
  it('names the listing by MLS and address (id when no MLS; "-" dropped)', () => {
    expect(listing).toBe('MLS C4200001, 25 Hollywood Ave');
    expect(listingRef('treb-X', { mlsNumber: null, fullAddress: '-' })).toBe('treb-X');
    expect(listingRef('treb-X', undefined)).toBe('treb-X');
  });
  it('showing: E.164 phone, the agent ids, the channel by language, date and time span in the message', () => {
    expect(buildShowingLead(valid, '+14165550123', makeTestAgent(), 'zh-CN', listing)).toEqual({
      leadName: 'Showing Request',
      clientName: 'Ann Lee',
      email: 'ann@example.ca',
      phone: '+14165550123',
      registerAccount: false,
      channel: '经纪人网站',
      agentRefer: '1001',
      yonghuId: 81001,
      clientMsg:
        'Showing request: MLS C4200001, 25 Hollywood Ave. Date: 2026-11-23 (noon). Notes: After 1 pm please',
    });
  });
  it('www contact: no agent ids', () => {
    expect(
      buildWwwContactLead(
        { name: ' Bo ', phone: '', email: 'b@c.com', remark: '' },
        '+16475550100',
        'en',
        listing,
      ),
    ).toEqual({
      leadName: 'Listing Contact',
      clientName: 'Bo',
      email: 'b@c.com',
      phone: '+16475550100',
      registerAccount: false,
      channel: 'Agent Website',
      agentRefer: null,
      yonghuId: null,
      clientMsg: 'Contact about MLS C4200001, 25 Hollywood Ave.',
    });
  });
});
