import { LIMITS } from '@babynews/contracts';
import { decodeEntities, extractTitle } from './html-title';

/**
 * Reads a product page's title, price and picture (ARCHITECTURE "Universal add"). Sources in priority
 * order, field by field: schema.org `Product` JSON-LD (`name`, `image` as a string, an array or an
 * `ImageObject`, `offers.price` / `offers.lowPrice` with `offers` an object or an array, also inside
 * `@graph`), then the meta tags (`og:title`, `og:image`, `product:price:amount` with
 * `product:price:currency` KRW or absent), and for the title only, last, the `<title>`. Pure functions;
 * never throw.
 */

/** What a product page names; each null when the page does not say it. `price` in KRW; `imageUrl` absolute http(s). */
export interface ProductFacts {
  title: string | null;
  price: number | null;
  imageUrl: string | null;
}

/** Longest JSON-LD block parsed (characters); a larger one is skipped. */
const JSON_LD_MAX_CHARS = 512 * 1024;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/**
 * The facts of `html`, read from `pageUrl` (relative picture links are resolved against it).
 * @returns `{title, price, imageUrl}`; a page with none of the sources gives all null.
 */
export function extractProduct(html: string, pageUrl: string): ProductFacts {
  const product = jsonLdProduct(html);
  const meta = metaContents(html);
  const fromLd = product ? productFacts(product, pageUrl) : { title: null, price: null, imageUrl: null };
  const currency = meta.get('product:price:currency') ?? meta.get('og:price:currency');
  const metaPrice =
    currency === undefined || currency.toUpperCase() === 'KRW' ? readPrice(meta.get('product:price:amount') ?? meta.get('og:price:amount')) : null;
  return {
    title: fromLd.title ?? cleanTitle(meta.get('og:title')) ?? cleanTitle(extractTitle(html) ?? undefined),
    price: fromLd.price ?? metaPrice,
    imageUrl: fromLd.imageUrl ?? absoluteUrl(meta.get('og:image:secure_url') ?? meta.get('og:image'), pageUrl),
  };
}

/** The first schema.org Product of the page's JSON-LD blocks (top level, arrays and `@graph`), or null. */
function jsonLdProduct(html: string): JsonObject | null {
  for (const block of jsonLdBlocks(html)) {
    let parsed: Json;
    try {
      parsed = JSON.parse(block) as Json;
    } catch {
      continue;
    }
    const found = findProduct(parsed, 0);
    if (found) return found;
  }
  return null;
}

function findProduct(node: Json, depth: number): JsonObject | null {
  if (depth > 4) return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findProduct(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(node)) return null;
  if (asList(node['@type']).some((type) => typeof type === 'string' && /^(?:https?:\/\/schema\.org\/)?Product$/i.test(type))) return node;
  return node['@graph'] !== undefined ? findProduct(node['@graph'], depth + 1) : null;
}

/** The text of every `<script type="application/ld+json">`, found by forward scans only (linear on any input). */
function* jsonLdBlocks(html: string): Generator<string> {
  const open = /<script\b/gi;
  const lower = html.toLowerCase();
  for (let found = open.exec(html); found; found = open.exec(html)) {
    const tagEnd = html.indexOf('>', found.index);
    if (tagEnd < 0) return;
    const end = lower.indexOf('</script', tagEnd);
    if (end < 0) return;
    const isJsonLd = /type\s*=\s*["']?application\/ld\+json/i.test(html.slice(found.index, tagEnd));
    if (isJsonLd && end - tagEnd <= JSON_LD_MAX_CHARS) yield html.slice(tagEnd + 1, end);
    open.lastIndex = end;
  }
}

function productFacts(product: JsonObject, pageUrl: string): ProductFacts {
  const name = typeof product.name === 'string' ? cleanTitle(product.name) : null;
  let imageUrl: string | null = null;
  for (const image of asList(product.image)) {
    const candidate = typeof image === 'string' ? image : isObject(image) ? (image.url ?? image.contentUrl) : undefined;
    imageUrl = typeof candidate === 'string' ? absoluteUrl(candidate, pageUrl) : null;
    if (imageUrl) break;
  }
  let price: number | null = null;
  for (const offer of asList(product.offers)) {
    if (!isObject(offer)) continue;
    const currency = offer.priceCurrency;
    if (typeof currency === 'string' && currency.toUpperCase() !== 'KRW') continue;
    price = readPrice(offer.price) ?? readPrice(offer.lowPrice) ?? firstSpecPrice(offer.priceSpecification);
    if (price !== null) break;
  }
  return { title: name, price, imageUrl };
}

function firstSpecPrice(spec: Json | undefined): number | null {
  for (const item of asList(spec)) {
    if (isObject(item)) {
      const price = readPrice(item.price);
      if (price !== null) return price;
    }
  }
  return null;
}

/** A KRW amount from `12900`, `"12900"`, `"12,900"`, `"12900.00"`; null for anything else or out of range. */
function readPrice(value: Json | undefined): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).replace(/[,\s]/g, '').replace(/원$/, '');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  const amount = Math.round(Number(text));
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= LIMITS.priceMax ? amount : null;
}

function cleanTitle(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
  return text ? Array.from(text).slice(0, LIMITS.wishTitleMax).join('') : null;
}

function absoluteUrl(raw: string | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(decodeEntities(raw.trim()), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `property`/`name` (lower case) → `content` of the page's meta tags; the first of each name wins. */
function metaContents(html: string): Map<string, string> {
  const found = new Map<string, string>();
  const start = /<meta\b/gi;
  for (let tag = start.exec(html); tag; tag = start.exec(html)) {
    const end = html.indexOf('>', tag.index);
    if (end < 0) break;
    const attrs: Record<string, string> = {};
    for (const m of html.slice(tag.index, end + 1).matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
    }
    const key = (attrs.property ?? attrs.name)?.toLowerCase();
    if (key && attrs.content !== undefined && !found.has(key)) found.set(key, attrs.content);
    start.lastIndex = end + 1;
  }
  return found;
}
