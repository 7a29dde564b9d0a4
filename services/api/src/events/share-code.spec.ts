import { newShareCode } from './events.service';

/**
 * The share code is random and unguessable (ARCHITECTURE §4.5): 16 characters of [a-z0-9] (≈ 82.7 bits)
 * from the crypto generator, with no order, counter or shared prefix between consecutive codes.
 */
describe('share code', () => {
  const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const N = 5000;
  const codes = Array.from({ length: N }, newShareCode);

  it('has 16 URL-safe characters: at least 80 bits of entropy', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{16}$/);
    expect(16 * Math.log2(ALPHABET.length)).toBeGreaterThan(80);
    expect(new Set(codes).size).toBe(N);
  });

  it('uses every character about equally often at every position (no fixed parts)', () => {
    const expected = N / ALPHABET.length; // ≈ 139 per character per position
    for (let position = 0; position < 16; position++) {
      const counts = new Map<string, number>();
      for (const code of codes) counts.set(code[position]!, (counts.get(code[position]!) ?? 0) + 1);
      expect(counts.size).toBe(ALPHABET.length);
      // Chi-square with 35 degrees of freedom: a sample above 100 has p < 1e-7.
      const chi = [...ALPHABET].reduce((sum, c) => sum + ((counts.get(c) ?? 0) - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(100);
    }
  });

  it('has no sequential pattern: consecutive codes share no prefix, order or constant difference', () => {
    let longestPrefix = 0;
    let ascending = 0;
    for (let i = 1; i < N; i++) {
      const [a, b] = [codes[i - 1]!, codes[i]!];
      let prefix = 0;
      while (prefix < 16 && a[prefix] === b[prefix]) prefix++;
      longestPrefix = Math.max(longestPrefix, prefix);
      if (b > a) ascending++;
      // Not a counter: b differs from a in many positions, not just the last few.
      const differing = [...a].filter((c, k) => c !== b[k]).length;
      expect(differing).toBeGreaterThanOrEqual(6);
    }
    expect(longestPrefix).toBeLessThanOrEqual(5);
    expect(ascending / (N - 1)).toBeGreaterThan(0.45);
    expect(ascending / (N - 1)).toBeLessThan(0.55);
    const value = (code: string) => parseInt(code.slice(-6), 36);
    const steps = new Set(codes.slice(0, 100).map((c, i) => (i ? value(c) - value(codes[i - 1]!) : 0)));
    expect(steps.size).toBeGreaterThan(90);
  });

  it('does not depend on Math.random (which is predictable)', () => {
    const spy = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      expect(new Set(Array.from({ length: 50 }, newShareCode)).size).toBe(50);
    } finally {
      spy.mockRestore();
    }
  });
});
