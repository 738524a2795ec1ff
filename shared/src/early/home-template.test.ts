import { homeTemplateOf } from './home-template';

describe('homeTemplateOf (the store info of a user-info answer as received)', () => {
  it('reads the template in any case; default when the store info or its template is missing or unknown', () => {
    const info = (storeInfo: unknown) => ({ code: 200, data: { storeInfo } });
    expect(homeTemplateOf(info({ template: ' Epic ' }))).toBe('epic');
    expect(homeTemplateOf(info({ template: 'demo', timestamp: 1 }))).toBe('demo');
    expect(homeTemplateOf(info({ template: 'fancy' }))).toBe('default');
    expect(homeTemplateOf(info({ template: 3 }))).toBe('default');
    expect(homeTemplateOf(info(null))).toBe('default');
    expect(homeTemplateOf({ code: 200 })).toBe('default');
  });

  it('is null for an answer that is not an OK one', () => {
    expect(homeTemplateOf({ code: 500, data: { storeInfo: { template: 'epic' } } })).toBeNull();
    expect(homeTemplateOf(null)).toBeNull();
    expect(homeTemplateOf('epic')).toBeNull();
  });
});
