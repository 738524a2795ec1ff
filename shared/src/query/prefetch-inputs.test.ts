import { useSiteStore } from '@hearth/shared';
import { siteAgentWhenResolved } from './prefetch-inputs';

const agent = { cims_uid: '51001', userId: '51001', website_status: true } as NonNullable<
  ReturnType<typeof useSiteStore.getState>['agent']
>;

describe('siteAgentWhenResolved (a route prefetch waiting for the site owner)', () => {
  it('waits while the site resolves, then gives the agent', async () => {
    useSiteStore.getState().setResolving();
    let result: unknown = 'pending';
    const pending = siteAgentWhenResolved().then((a) => (result = a));
    await Promise.resolve();
    expect(result).toBe('pending');
    useSiteStore.getState().setResolved('agent', agent);
    await pending;
    expect(result).toBe(agent);
  });

  it('answers at once when the site is resolved already', async () => {
    useSiteStore.getState().setResolved('agent', agent);
    await expect(siteAgentWhenResolved()).resolves.toBe(agent);
  });

  it('gives null on the www portal and when the resolution failed (the page decides)', async () => {
    useSiteStore.getState().setResolving();
    const www = siteAgentWhenResolved();
    useSiteStore.getState().setResolved('www', null);
    await expect(www).resolves.toBeNull();

    useSiteStore.getState().setResolving();
    const failed = siteAgentWhenResolved();
    useSiteStore.getState().setError(new Error('down'));
    await expect(failed).resolves.toBeNull();
  });
});
