import { Inject, Injectable } from '@nestjs/common';
import { LINK_PREVIEW_LIMITS } from '@babynews/contracts';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { linkFetchAllowMatcher } from '../config/link-fetch-allow';
import { extractProduct, type ProductFacts } from './product-page';
import { fetchHtmlPage, fetchImageBytes, fetchPageTitle, TitleFetchError, type TitleFetchOptions } from './safe-fetch';

/** The error `fetchTitle` and `fetchPicture` reject with (its `reason` says which guard refused or what failed). */
export { TitleFetchError } from './safe-fetch';
/** What `fetchProduct` reads from a product page (ARCHITECTURE "Universal add"). */
export type { ProductFacts } from './product-page';

/**
 * Outbound link fetches with the SSRF guards of `safe-fetch.ts` (ARCHITECTURE §4.10, "Universal add", §5
 * "Outbound fetches"): page titles for wish links, product pages and their pictures for '링크로 채우기'.
 * `options` is the production default (public addresses, ports 80/443, 3 s, 1 MiB, 3 redirects) plus
 * the LINK_FETCH_ALLOW exceptions (tests only; refused at start in production); tests may replace it.
 */
@Injectable()
export class LinkPreviewService {
  options: TitleFetchOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = config.linkFetchAllow.length > 0 ? { allowException: linkFetchAllowMatcher(config.linkFetchAllow) } : {};
  }

  /**
   * Title of the page at `url`.
   * @throws TitleFetchError when a guard refuses the fetch or no title is found.
   */
  fetchTitle(url: string): Promise<string> {
    return fetchPageTitle(url, this.options);
  }

  /**
   * The title, price (KRW) and picture address of the product page at `url` (`extractProduct`), read
   * within LINK_PREVIEW_LIMITS.pageTimeoutMs (5 s) and LINK_PREVIEW_LIMITS.pageMaxBytes (1 MB, the rest is
   * not read). A refused or failed fetch (a guard, a non-2xx or non-HTML answer, a timeout) gives all
   * null, as does a page that names none of them.
   * @returns `{facts, failure}`: `failure` is the fetch's TitleFetchError reason (for the log), else null.
   */
  async fetchProduct(url: string): Promise<{ facts: ProductFacts; failure: TitleFetchError['reason'] | null }> {
    try {
      const page = await fetchHtmlPage(url, { ...this.options, timeoutMs: LINK_PREVIEW_LIMITS.pageTimeoutMs, maxBytes: LINK_PREVIEW_LIMITS.pageMaxBytes });
      return { facts: extractProduct(page.html, page.url), failure: null };
    } catch (err) {
      if (!(err instanceof TitleFetchError)) throw err;
      return { facts: { title: null, price: null, imageUrl: null }, failure: err.reason };
    }
  }

  /**
   * The bytes of the picture at `url` (an `image/*` answer), within LINK_PREVIEW_LIMITS.imageTimeoutMs (5 s)
   * and LINK_PREVIEW_LIMITS.imageMaxBytes (10 MB).
   * @throws TitleFetchError when a guard refuses the fetch, the answer is no image, too large (`too-large`) or late.
   */
  fetchPicture(url: string): Promise<Buffer> {
    return fetchImageBytes(url, { ...this.options, timeoutMs: LINK_PREVIEW_LIMITS.imageTimeoutMs, maxBytes: LINK_PREVIEW_LIMITS.imageMaxBytes });
  }
}
