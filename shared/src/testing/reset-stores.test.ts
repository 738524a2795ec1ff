import { create } from 'zustand';

const useCounter = create<{ count: number; bump: () => void }>()((set) => ({
  count: 0,
  bump: () => set((s) => ({ count: s.count + 1 })),
}));

describe('zustand stores between tests', () => {
  it('a test changes a store', () => {
    useCounter.getState().bump();
    useCounter.getState().bump();
    expect(useCounter.getState().count).toBe(2);
  });

  it('the next test starts from the initial state', () => {
    expect(useCounter.getState().count).toBe(0);
  });
});
