import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { ImageVariantsService } from '../uploads/image-variants.service';
import { EventChanged } from './event-changed.service';
import { EventReadService, type CachedEvent } from './event-read.service';
import { linkCardContent, linkCardHash, type LinkCardContent } from './link-card';
import { CARD_PHOTO_PX, renderLinkCard } from './link-card.render';

/** Bytes of drawn cards one instance keeps (a card with a photo is 100–250 KB): a few hundred pages. */
const CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** A drawn card: its PNG and the hash of what it shows. */
export interface LinkCard {
  png: Buffer;
  hash: string;
}

/**
 * The link cards of news pages (`og:image`, ARCHITECTURE "Cover photo and link card", DESIGN §4.25).
 * `versionOf` names a page's card by the hash of its content without drawing it (the page's HTML asks
 * on every request); `card` draws it on the first request for that content and keeps it in memory by
 * page, up to `CACHE_MAX_BYTES` (oldest dropped first). A page whose content changed has a new hash, so
 * the kept card is drawn again; `EventChanged` (which reaches every instance) also drops it at once.
 * Cards of one content drawn at the same time are drawn once.
 */
@Injectable()
export class LinkCardService {
  private readonly logger = new Logger('LinkCard');
  private readonly cards = new Map<string, LinkCard>();
  private bytes = 0;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly eventRead: EventReadService,
    private readonly variants: ImageVariantsService,
    private readonly clock: Clock,
    eventChanged: EventChanged,
  ) {
    eventChanged.subscribe((code) => this.forget(code));
  }

  /** The hash naming the card of the cached page `entry` at `now` (the server's Clock by default); nothing is drawn. */
  versionOf(entry: CachedEvent, now: Date = this.clock.now()): string {
    return linkCardHash(this.contentOf(entry, now));
  }

  /**
   * The card of the news page `code` as it is now → `{png, hash}`: a `LIMITS.linkCardWidthPx` ×
   * `linkCardHeightPx` PNG, drawn unless the card of this content is kept.
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code, as the news read.
   */
  async card(code: string): Promise<LinkCard> {
    const entry = await this.eventRead.find(code);
    if (!entry) throw new DomainError('NEWS_NOT_FOUND');
    const content = this.contentOf(entry, this.clock.now());
    const hash = linkCardHash(content);
    const kept = this.cards.get(code);
    if (kept?.hash === hash) return kept;
    let pending = this.drawing.get(hash);
    if (!pending) {
      pending = this.draw(content).finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, pending);
    }
    const card = { png: await pending, hash };
    this.keep(code, card);
    return card;
  }

  private contentOf(entry: CachedEvent, now: Date): LinkCardContent {
    return linkCardContent(entry.info, entry.coverKey ?? null, now);
  }

  /** Draws `content`; a cover that cannot be read leaves the card without its photo (logged, no key: keys name the member). */
  private async draw(content: LinkCardContent): Promise<Buffer> {
    const photo = content.coverKey
      ? await this.variants.jpegCover(content.coverKey, CARD_PHOTO_PX, CARD_PHOTO_PX).catch((err: unknown) => {
          this.logger.warn(`link card drawn without its cover: ${err instanceof Error ? err.name : 'error'}`);
          return null;
        })
      : null;
    return renderLinkCard(content, photo);
  }

  private keep(code: string, card: LinkCard): void {
    this.forget(code);
    this.cards.set(code, card);
    this.bytes += card.png.length;
    for (const [oldest, old] of this.cards) {
      if (this.bytes <= CACHE_MAX_BYTES || oldest === code) break;
      this.cards.delete(oldest);
      this.bytes -= old.png.length;
    }
  }

  private forget(code: string): void {
    const kept = this.cards.get(code);
    if (!kept) return;
    this.cards.delete(code);
    this.bytes -= kept.png.length;
  }
}
