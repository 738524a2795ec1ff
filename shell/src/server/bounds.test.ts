/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { runRoutePrefetch } from '@hearth/shared/route-elements';
import { queriesSettled, within, withDeadline } from './bounds';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("the server's budgets", () => {
  it('within: what the work gave in time, else nothing (the browser does the rest)', async () => {
    expect(await within(later(5, 'in'), 200)).toBe('in');
    expect(await within(later(200, 'late'), 5)).toBeUndefined();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await within(Promise.reject(new Error('down')), 200)).toBeUndefined();
  });

  it('withDeadline: a rejection naming the budget once it is spent', async () => {
    await expect(withDeadline(later(200, 'late'), 5, 'site')).rejects.toThrow(
      /site: over the server's budget/,
    );
    await expect(withDeadline(later(5, 'in'), 200, 'site')).resolves.toBe('in');
  });

  it("queriesSettled: once the page's queries are in", async () => {
    const client = new QueryClient();
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => later(20, 1) });
    expect(client.isFetching()).toBe(1);
    await queriesSettled(client);
    expect(client.getQueryData(['a'])).toBe(1);
    await expect(queriesSettled(client)).resolves.toBeUndefined();
  });

  it('queriesSettled: a prefetch asking in steps is waited for to its last step', async () => {
    const client = new QueryClient();
    // A user, then their coupons: nothing is fetching for a moment between the two.
    void runRoutePrefetch(
      async ({ queryClient }) => {
        const user = await queryClient.fetchQuery({ queryKey: ['user'], queryFn: () => later(5, 'u1') });
        await later(10, null);
        await queryClient.prefetchQuery({ queryKey: ['coupons', user], queryFn: () => later(5, ['c']) });
      },
      { params: {}, searchParams: new URLSearchParams(), queryClient: client },
    );
    await queriesSettled(client);
    expect(client.getQueryData(['coupons', 'u1'])).toEqual(['c']);
  });
});
