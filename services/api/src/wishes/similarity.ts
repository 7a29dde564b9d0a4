import type { SimilarReason } from '@babynews/contracts';

/**
 * The wish editor's near-duplicate check (ARCHITECTURE §4.22): the same product behind
 * links of different stores or with tracking parameters, or a title that normalises to the same words
 * (Korean spacing and particles included). Pure functions, offline only: short links that need a
 * redirect to name their product (link.coupang.com/a/…, a.aliexpress.com/…) compare as plain URLs.
 * The API (`GET /api/wish/similar/{eventCode}`) and the editor share them.
 */

// ---------------------------------------------------------------- links

/** Query parameters that only say where a click came from; dropped before two URLs are compared. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'ref',
  'ref_',
  'referrer',
  'spm',
  'scm',
  'napm',
  'sourcetype',
  'searchid',
  'traceid',
  'clickeventid',
  'src',
  'addtag',
  'ctag',
  'lptag',
  'subid',
  'isaddedcart',
  'pid',
  'tag',
]);

const isTracking = (key: string) => {
  const k = key.toLowerCase();
  return k.startsWith('utm_') || TRACKING_PARAMS.has(k);
};

/** Parses `link` as an http(s) URL (a bare `host/path` is read as https); null when it is not one. */
function parseLink(link: string): URL | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url;
  } catch {
    return null;
  }
}

/** Lower-case host without leading `www.` / `m.` (repeated: `m.www.` too). */
function bareHost(url: URL): string {
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  while (/^(www|m)\./.test(host)) host = host.replace(/^(www|m)\./, '');
  return host;
}

/** The query's `[key, value]` pairs in order (without relying on DOM.Iterable). */
function queryPairs(url: URL): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  url.searchParams.forEach((value, key) => pairs.push([key, value]));
  return pairs;
}

/** A query parameter by name, case-insensitive (`goodscode` = `goodsCode`). */
function param(url: URL, name: string): string | null {
  const wanted = name.toLowerCase();
  const found = queryPairs(url).find(([key, value]) => key.toLowerCase() === wanted && value.trim() !== '');
  return found ? found[1].trim() : null;
}

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Store rules: host check and the product id read from path or query (ids as the store writes them). */
const STORES: Array<{ store: string; matches: (host: string) => boolean; id: (url: URL) => string | null }> = [
  {
    store: 'coupang',
    matches: (h) => hostIs(h, 'coupang.com'),
    // /vp/products/{id} (desktop), /vm/products/{id} (mobile), link.coupang.com/re/…?pageKey={id} (partners).
    id: (u) => u.pathname.match(/\/products\/(\d+)/)?.[1] ?? (/^\/re\//.test(u.pathname) ? param(u, 'pageKey') : null),
  },
  {
    store: 'naver',
    matches: (h) => hostIs(h, 'smartstore.naver.com') || hostIs(h, 'brand.naver.com') || hostIs(h, 'shopping.naver.com'),
    id: (u) => u.pathname.match(/\/products\/(\d+)/)?.[1] ?? null,
  },
  {
    store: '11st',
    matches: (h) => hostIs(h, '11st.co.kr'),
    // /products/{id}, mobile /products/m/{id}, the old detail page's prdNo=.
    id: (u) => u.pathname.match(/\/products\/(?:[a-z]+\/)?(\d+)/i)?.[1] ?? param(u, 'prdNo'),
  },
  { store: 'gmarket', matches: (h) => hostIs(h, 'gmarket.co.kr'), id: (u) => param(u, 'goodscode') },
  { store: 'auction', matches: (h) => hostIs(h, 'auction.co.kr'), id: (u) => param(u, 'itemno')?.toUpperCase() ?? null },
  { store: 'ssg', matches: (h) => hostIs(h, 'ssg.com'), id: (u) => param(u, 'itemId') },
  { store: 'oliveyoung', matches: (h) => hostIs(h, 'oliveyoung.co.kr'), id: (u) => param(u, 'goodsNo')?.toUpperCase() ?? null },
  {
    store: 'aliexpress',
    matches: (h) => /(^|\.)aliexpress\.[a-z.]+$/.test(h),
    id: (u) => u.pathname.match(/\/(?:item|i)\/(\d+)\.html/)?.[1] ?? null,
  },
  {
    store: 'amazon',
    matches: (h) => /(^|\.)amazon\.[a-z.]+$/.test(h),
    // /dp/{ASIN}, /{slug}/dp/{ASIN}, /gp/product/{ASIN}, /gp/aw/d/{ASIN}.
    id: (u) => u.pathname.match(/\/(?:dp|gp\/product|gp\/aw\/d)\/([a-z0-9]{10})(?:[/?]|$)/i)?.[1]?.toUpperCase() ?? null,
  },
  {
    store: 'kurly',
    matches: (h) => hostIs(h, 'kurly.com'),
    id: (u) => u.pathname.match(/\/goods\/(\d+)/)?.[1] ?? param(u, 'goodsno'),
  },
];

/**
 * The link as a comparable string: `url:` + lower-case host without `www.`/`m.`, the path without a
 * trailing slash, and the query without tracking parameters (`utm_*`, `fbclid`, …), sorted; scheme and
 * fragment ignored. '' (or blank) → null; something that is not a URL → `url:` + its lower-cased text.
 * Two links with the same value are the same link (`SAME_LINK`).
 */
export function normalizeLink(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  const url = parseLink(trimmed);
  if (!url) return `url:${trimmed.toLowerCase()}`;
  const path = url.pathname.replace(/\/+$/, '');
  const params = queryPairs(url)
    .filter(([key]) => !isTracking(key))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const port = url.port ? `:${url.port}` : '';
  return `url:${bareHost(url)}${port}${path}${query}`;
}

/**
 * The product behind a link: `{store}:{id}` for the stores whose product id is in the URL (Coupang
 * `/vp/products/{id}`, `/vm/products/{id}` → `coupang:7335597976`; Naver smartstore / brand.naver
 * `/products/{id}` → `naver:`; 11st `/products/{id}` → `11st:`; Gmarket `goodscode=`; Auction `itemno=`;
 * SSG `itemId=`; Olive Young `goodsNo=`; AliExpress `/item/{id}.html`; Amazon `/dp/{ASIN}` or
 * `/gp/product/{ASIN}`; Kurly `/goods/{id}`), otherwise `normalizeLink(link)` (`url:…`). '' → null.
 */
export function productKey(link: string): string | null {
  const url = parseLink(link);
  if (url) {
    const host = bareHost(url);
    for (const rule of STORES) {
      if (!rule.matches(host)) continue;
      const id = rule.id(url);
      if (id) return `${rule.store}:${id}`;
    }
  }
  return normalizeLink(link);
}

// ---------------------------------------------------------------- titles

/** Units written after a number, to one spelling each (`20 장` = `20매`, `500미리` = `500ml`). Longest first. */
const UNITS: Array<[RegExp, string]> = [
  [/^(매입|매|장)/, '매'],
  [/^(개입|개(?!월)|ea(?![a-z])|pcs(?![a-z]))/, '개'],
  [/^(팩|pack(?![a-z])|pk(?![a-z]))/, '팩'],
  [/^(박스|box(?![a-z])|bx(?![a-z]))/, '박스'],
  [/^(밀리리터|미리|밀리|ml(?![a-z]))/, 'ml'],
  [/^(리터|l(?![a-z]))/, 'l'],
  [/^(킬로그램|킬로|kg(?![a-z]))/, 'kg'],
  [/^(그램|g(?![a-z]))/, 'g'],
];

/** Particles dropped from the end of a Hangul word (two-syllable ones first). */
const PARTICLES_2 = ['에서', '에게', '으로', '이랑', '하고', '까지', '부터'];
const PARTICLES_1 = ['은', '는', '이', '가', '을', '를', '의', '도', '과', '와'];
const HANGUL = /[\uAC00-\uD7A3]/;

/** Drops one trailing particle of a word longer than one character when a Hangul syllable precedes it. */
function stripParticle(word: string): string {
  if (word.length < 2) return word;
  for (const p of PARTICLES_2) {
    if (word.length >= p.length + 2 && word.endsWith(p) && HANGUL.test(word[word.length - p.length - 1]!)) return word.slice(0, -p.length);
  }
  const last = word[word.length - 1]!;
  if (PARTICLES_1.includes(last) && HANGUL.test(word[word.length - 2]!)) return word.slice(0, -1);
  return word;
}

/** `20 매`, `20장` → `20매`: every number followed (after optional spaces) by a known unit. */
function unifyUnits(text: string): string {
  return text.replace(/(\d+(?:\.\d+)?)\s*([^\s\d.]+)?/g, (whole, num: string, rest: string | undefined) => {
    if (!rest) return whole;
    for (const [pattern, unit] of UNITS) {
      const m = rest.match(pattern);
      if (m) return `${num}${unit}${rest.slice(m[0].length)}`;
    }
    return whole;
  });
}

/**
 * A title as comparable words (Korean-aware): NFKC, lower case, thousands separators dropped, punctuation
 * and symbols removed (decimal points kept), units unified after numbers (`20 매` = `20매` = `20장`,
 * `500미리` = `500ml`, `×`/`*` between counts = `x`), one trailing particle (은/는/이/가/을/를/의/도/과/와,
 * 에서/으로/…) dropped from each Hangul word, then ALL whitespace removed — so '아기 물티슈 20매' and
 * '아기물티슈 20 매' give the same string, while '아기 물티슈' and '아기 면봉' do not. '' for a blank title.
 */
export function normalizeTitle(title: string): string {
  let text = title.normalize('NFKC').toLowerCase();
  text = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  text = text.replace(/(?<=[\p{L}\p{N}])\s*[×*]\s*(?=\d)/gu, ' x ');
  text = text.replace(/[^\p{L}\p{N}\s.]/gu, ' ');
  text = text.replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  text = unifyUnits(text);
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(stripParticle)
    .join('');
}

// ---------------------------------------------------------------- the check

/** A wish already on the list, as the check reads it. */
export interface SimilarWishInput {
  id: number;
  title: string;
  link: string;
}

/** One near-duplicate: the wish and the strongest reason it matched. */
export interface SimilarWishMatch {
  wishId: number;
  title: string;
  link: string;
  reason: SimilarReason;
}

/** Strongest first. */
const REASON_ORDER: SimilarReason[] = ['SAME_LINK', 'SAME_PRODUCT', 'SAME_TITLE'];

/**
 * The wishes of `existing` that look like `candidate` (the wish being added or edited): `SAME_LINK` (the
 * same `normalizeLink`), else `SAME_PRODUCT` (the same `productKey` from different URLs), else
 * `SAME_TITLE` (the same non-empty `normalizeTitle`). One entry per wish with its strongest reason;
 * entries sorted by reason (strongest first), then in the order of `existing`. Empty title and link → [].
 */
export function similarWishes(candidate: { title: string; link: string }, existing: SimilarWishInput[]): SimilarWishMatch[] {
  const link = normalizeLink(candidate.link);
  const product = productKey(candidate.link);
  const title = normalizeTitle(candidate.title);
  const matches: SimilarWishMatch[] = [];
  for (const wish of existing) {
    let reason: SimilarReason | null = null;
    if (link !== null && normalizeLink(wish.link) === link) reason = 'SAME_LINK';
    else if (product !== null && productKey(wish.link) === product) reason = 'SAME_PRODUCT';
    else if (title !== '' && normalizeTitle(wish.title) === title) reason = 'SAME_TITLE';
    if (reason) matches.push({ wishId: wish.id, title: wish.title, link: wish.link, reason });
  }
  return matches
    .map((m, i) => ({ m, i }))
    .sort((a, b) => REASON_ORDER.indexOf(a.m.reason) - REASON_ORDER.indexOf(b.m.reason) || a.i - b.i)
    .map(({ m }) => m);
}
