import { TraceBudget } from './trace-budget';

describe('TraceBudget (ARCHITECTURE "Metrics" → Tracing)', () => {
  it('lets a burst of `perSecond` through at once, then one request per 1/perSecond second', () => {
    let now = 1_000;
    const budget = new TraceBudget(4, () => now);
    expect(Array.from({ length: 6 }, () => budget.take())).toEqual([true, true, true, true, false, false]);
    now += 249; // not yet a whole token (4 a second: one per 250 ms)
    expect(budget.take()).toBe(false);
    now += 1;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });

  it('never holds more than `perSecond` tokens however long it was idle', () => {
    let now = 0;
    const budget = new TraceBudget(3, () => now);
    now += 60_000;
    expect(Array.from({ length: 5 }, () => budget.take())).toEqual([true, true, true, false, false]);
  });

  it('perSecond 0 is no ceiling', () => {
    const budget = new TraceBudget(0, () => 0);
    expect(Array.from({ length: 1000 }, () => budget.take()).every(Boolean)).toBe(true);
  });
});
