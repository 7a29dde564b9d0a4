import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LINK_PREVIEW_LIMITS, LINK_PREVIEW_MSG, type WishLinkPreview } from '@babynews/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { RateLimiterFactory } from '../common/rate-limiters';
import { LinkPreviewService, TitleFetchError } from '../link-preview/link-preview.service';
import { UploadsService } from '../uploads/uploads.service';
import { EventsService } from '../events/events.service';

/** The window of LINK_PREVIEW_LIMITS.perMember (s). */
const WINDOW_SECONDS = LINK_PREVIEW_LIMITS.windowMs / 1000;

/**
 * '링크로 채우기' (ARCHITECTURE "Universal add"): reads a product page through the guarded link fetch and
 * stores its picture like an upload of the member's, so the wish form can fill title, price and picture.
 * Counted per member on the shared limiter chain (Redis with REDIS_URL, else the database's `rate_limit`):
 * each call may make two outbound fetches and a sharp decode.
 */
@Injectable()
export class WishLinkPreviewService {
  private readonly logger = new Logger('WishLinkPreview');
  private readonly perMember: RateLimiterAbstract;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: LinkPreviewService,
    private readonly uploads: UploadsService,
    private readonly events: EventsService,
    limiters: RateLimiterFactory,
  ) {
    this.perMember = limiters.create({
      points: LINK_PREVIEW_LIMITS.perMember,
      duration: WINDOW_SECONDS,
      keyPrefix: `rl:wish-link-preview:${LINK_PREVIEW_LIMITS.perMember}:${WINDOW_SECONDS}`,
    });
  }

  /**
   * `POST /api/wish/linkPreview` `{url}` → `{title, price, imagePath, imageUrl}` for `memberId`: the page's
   * facts (`LinkPreviewService.fetchProduct`: JSON-LD Product, then og/product meta, then `<title>`), price
   * in KRW; the picture fetched (≤ 10 MB, 5 s), re-encoded to WebP ≤ LINK_PREVIEW_LIMITS.imageMaxSidePx
   * (2000 px) and stored under the member's `wish/` prefix (`UploadsService.storeFetchedImage`: in the
   * ledger and the daily quota, swept unless a wish uses it). A page that cannot be read fills nothing
   * (all null); a picture that fails (too large, not an image, late, quota) leaves `imagePath` and
   * `imageUrl` null.
   * @throws DomainError `NEWS_NOT_FOUND` (404) when the member owns no news page (checked first, nothing fetched).
   * @throws DomainError `RATE_LIMITED` (429, LINK_PREVIEW_MSG.tooMany) past LINK_PREVIEW_LIMITS.perMember
   *   calls per LINK_PREVIEW_LIMITS.windowMs.
   */
  async preview(memberId: number, url: string): Promise<WishLinkPreview> {
    if (!(await this.events.pageOf(memberId))) throw new DomainError('NEWS_NOT_FOUND');
    await this.count(memberId);
    const { facts, failure } = await this.links.fetchProduct(url);
    if (failure) this.logger.log({ msg: 'product page not read', reason: failure });
    const imagePath = facts.imageUrl ? await this.storePicture(memberId, facts.imageUrl) : null;
    return { title: facts.title, price: facts.price, imagePath, imageUrl: this.uploads.imageUrl(imagePath) };
  }

  /** The stored key of the picture at `imageUrl`, or null when it cannot be fetched, decoded or stored (logged). */
  private async storePicture(memberId: number, imageUrl: string): Promise<string | null> {
    try {
      const bytes = await this.links.fetchPicture(imageUrl);
      return await this.uploads.storeFetchedImage(memberId, bytes, LINK_PREVIEW_LIMITS.imageMaxSidePx);
    } catch (err) {
      const reason = err instanceof TitleFetchError ? err.reason : err instanceof DomainError ? err.code : (err as Error)?.name;
      this.logger.log({ msg: 'product picture not stored', reason });
      return null;
    }
  }

  /** One call of `memberId` counted. @throws DomainError `RATE_LIMITED` (429) past the window's allowance. */
  private async count(memberId: number): Promise<void> {
    try {
      await this.perMember.consume(String(memberId));
    } catch (err) {
      if (err instanceof Error) throw err;
      throw new DomainError('RATE_LIMITED', { message: LINK_PREVIEW_MSG.tooMany });
    }
  }
}
