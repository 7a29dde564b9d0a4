import { Injectable } from '@nestjs/common';
import { fetchPageTitle, type TitleFetchOptions } from './safe-fetch';

/** The error `fetchTitle` rejects with (its `reason` says which guard refused or what failed). */
export { TitleFetchError } from './safe-fetch';

/**
 * Reads page titles for wish links (ARCHITECTURE §4.10) with the SSRF guards of `fetchPageTitle`.
 * `options` is the production default (public addresses, ports 80/443, 3 s, 1 MiB, 3 redirects);
 * only tests replace it, to allow a loopback test server explicitly.
 */
@Injectable()
export class LinkPreviewService {
  options: TitleFetchOptions = {};

  /**
   * Title of the page at `url`.
   * @throws TitleFetchError when a guard refuses the fetch or no title is found.
   */
  fetchTitle(url: string): Promise<string> {
    return fetchPageTitle(url, this.options);
  }
}
