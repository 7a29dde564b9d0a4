import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventChanged } from '../events/event-changed.service';
import { LinkPreviewService, TitleFetchError } from '../link-preview/link-preview.service';
import { WishEntity } from './wish.entity';

/** Most title fetches running at once; further requests are skipped (the title is best effort). */
const MAX_IN_FLIGHT = 8;

/**
 * Fills `wish.auto_extracted_title` after a wish is written (ARCHITECTURE §4.10): fire-and-forget, never
 * delaying or failing the create/update call; failures are logged. The title is stored only if the
 * wish still has the same link, and `EventChanged` is then published for the news page.
 */
@Injectable()
export class WishTitleFiller implements BeforeApplicationShutdown {
  private readonly logger = new Logger('WishTitle');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly preview: LinkPreviewService,
    private readonly eventChanged: EventChanged,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Starts filling the title of wish `wishId` from `link` in the background (no-op for an empty link). */
  schedule(wishId: number, link: string, eventCode: string): void {
    if (!link) return;
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.logger.warn({ msg: 'title fetch skipped: too many in flight', wishId });
      return;
    }
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.fill(wishId, link, eventCode))
      .catch((err: unknown) => this.report(err, wishId))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /** Resolves when every scheduled fill has finished (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Lets running fills finish (each is bounded by the 3 s fetch deadline) before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.settle();
  }

  private async fill(wishId: number, link: string, eventCode: string): Promise<void> {
    const title = await this.preview.fetchTitle(link);
    const result = await this.dataSource
      .createQueryBuilder()
      .update(WishEntity)
      .set({ autoExtractedTitle: title })
      .where('id = :wishId AND link = :link', { wishId, link })
      .execute();
    if (result.affected) this.eventChanged.publish(eventCode);
  }

  private report(err: unknown, wishId: number): void {
    if (err instanceof TitleFetchError) this.logger.log({ msg: 'title not extracted', wishId, reason: err.reason });
    else this.logger.warn({ msg: 'title fill failed', wishId, err: (err as Error)?.message });
  }
}
