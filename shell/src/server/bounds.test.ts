/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
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
});
