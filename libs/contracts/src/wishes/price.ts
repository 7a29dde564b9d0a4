/**
 * How a wish's price is shown, apart from `rules.ts`: the wish schemas import those rules, and a
 * module that the on-demand schema chunk shares with first-visit code (the news page shows prices)
 * stays a module of its own with every export either side uses, so the first visit would carry the
 * schemas' rules too.
 */

/** Price in KRW with thousands separators, e.g. 12000 → '12,000원'. */
export function formatPrice(price: number): string {
  return `${new Intl.NumberFormat('ko-KR').format(price)}원`;
}
