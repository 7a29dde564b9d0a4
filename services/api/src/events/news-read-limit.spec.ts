import { PerAddressWindow } from './news-read-limit';

describe('PerAddressWindow (the news read limit, ARCHITECTURE §5)', () => {
  it('allows `limit` hits per address and window, then refuses until the window ends', () => {
    let now = 1_000;
    const window = new PerAddressWindow(3, 60_000, () => now);
    expect([1, 2, 3, 4].map(() => window.hit('a'))).toEqual([true, true, true, false]);
    expect(window.hit('b')).toBe(true);
    now += 59_999;
    expect(window.hit('a')).toBe(false);
    now += 1;
    expect(window.hit('a')).toBe(true);
  });
});
