import { API_BASE } from './client';

/** Id of the JSON data block the server puts in a page's HTML (services/api/src/web/first-paint.ts). */
export const PAGE_DATA_ID = 'bn-page-data';

/**
 * The answer of `GET {API_BASE}{path}` that the server put inline in this page's HTML (a
 * `<script type="application/json" id="bn-page-data" data-path="/api/…">` block: the public read a
 * visitor would get), taken once: the block is removed so a later visit of another page inside the
 * app never reads it. `undefined` when the page has none for `path`, or it cannot be parsed.
 * The caller still loads the live answer (the inline one may be seconds old).
 */
export function takeInlineData<T>(path: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block || block.getAttribute('data-path') !== `${API_BASE}${path}`) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
