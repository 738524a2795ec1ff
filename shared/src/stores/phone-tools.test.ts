import { loadPhoneTools } from './phone-tools';

describe('loadPhoneTools', () => {
  it('loads one formatter a page: every caller gets the same load', async () => {
    const first = loadPhoneTools();
    expect(loadPhoneTools()).toBe(first);
    const tools = await first;
    expect(tools.formattedPhone('416-555-0142')).toEqual({ display: '(416) 555-0142', e164: '+14165550142' });
    expect(tools.toE164('not a phone')).toBeNull();
    expect(await loadPhoneTools()).toBe(tools);
  });
});
