import { labelEvery, niceScale, textWidth } from './chart-scale';

describe('niceScale', () => {
  it('covers the values with round ticks; bars start at 0', () => {
    expect(niceScale(3, 97, true)).toEqual({ lo: 0, hi: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(1130, 1290, false).ticks).toEqual([1100, 1150, 1200, 1250, 1300]);
  });

  it('keeps decimal steps exact and handles a flat or negative series', () => {
    expect(niceScale(0.91, 1.04, false).ticks).toEqual([0.9, 0.95, 1, 1.05]);
    expect(niceScale(0, 0, true)).toEqual({ lo: 0, hi: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    const flat = niceScale(50, 50, false);
    expect(flat.lo).toBeLessThan(50);
    expect(flat.hi).toBeGreaterThan(50);
    expect(niceScale(-20, 40, true).ticks).toEqual([-20, 0, 20, 40]);
  });
});

describe('labels', () => {
  it('estimates Chinese text wider than Latin text', () => {
    expect(textWidth('一月')).toBeGreaterThan(textWidth('Jan'));
  });

  it('shows every label that fits, else every nth', () => {
    expect(labelEvery(['Jan', 'Feb', 'Mar'], 300)).toBe(1);
    const months = Array.from({ length: 21 }, (_, i) => `M${i} 25`);
    const every = labelEvery(months, 300);
    expect(every).toBeGreaterThan(1);
    expect(Math.ceil(21 / every) * (textWidth('M10 25') + 8)).toBeLessThanOrEqual(
      300 + textWidth('M10 25') + 8,
    );
  });
});
