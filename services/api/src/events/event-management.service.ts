import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventCreateRequest, EventDeletedResponse, SavedEventSummary } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { UploadsService } from '../uploads/uploads.service';
import { EventEntity } from './event.entity';
import { EventChanged } from './event-changed.service';
import { EventCovers } from './event-cover';
import { deleteWithDependents } from '../database/cascade-delete';
import { findCreatedEvent, findOwnedEvent } from './event-ownership';
import { applyFundSettings } from './fund';
import { toEventSummary } from './events.service';

/** Owner-only changes of a news page: edit and delete (spec §2 "Manage news", ARCHITECTURE §4.4). */
@Injectable()
export class EventManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly uploads: UploadsService,
    private readonly covers: EventCovers,
  ) {}

  /**
   * Replaces title, description and address of the news page `code` with `input` (the create
   * payload, already validated) → `{code, title, description, dueDate, surpriseMode, revealAt, hideCountdown, coverImage}`.
   * Due date, surprise mode, reveal day (ARCHITECTURE §4.20) and the hidden countdown: absent keeps, null clears. The 축의금
   * fund's settings (`fund`, ARCHITECTURE §4.22): absent keeps; its counters are never written here. The cover photo
   * (`coverPath`, ARCHITECTURE "Cover photo and link card"): absent keeps, null removes, a new upload of the member
   * replaces it (its variant made first); the files it no longer uses are discarded after the save.
   * @throws DomainError `NEWS_NOT_FOUND` (404) unknown code; `NOT_OWNER` (403) when `memberId` is not the owner;
   *   `UPLOAD_NOT_FOUND`, `UPLOAD_STORED_TOO_LARGE` or `UPLOAD_TYPE_NOT_ALLOWED` (400) for a `coverPath` that is not the member's image upload.
   */
  async update(code: string, memberId: number, input: EventCreateRequest): Promise<SavedEventSummary> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const cover = await this.covers.change(input.coverPath, event, memberId);
    Object.assign(event, {
      ...cover.columns,
      title: input.title,
      description: input.description,
      postCode: input.postCode,
      address: input.address,
      detailAddress: input.detailAddress,
      dueDate: input.dueDate === undefined ? event.dueDate : input.dueDate,
      surpriseMode: input.surpriseMode ?? event.surpriseMode,
      revealAt: input.revealAt === undefined ? event.revealAt : input.revealAt,
      hideCountdown: input.hideCountdown ?? event.hideCountdown,
      ...applyFundSettings(event, input.fund),
    });
    const saved = await this.dataSource.getRepository(EventEntity).save(event);
    this.eventChanged.publish(code);
    this.covers.discard(cover);
    return { ...toEventSummary(saved), coverImage: this.covers.imageOf(saved) };
  }

  /**
   * Deletes the news page `code` and everything that belonged to it — followers, wishes and their
   * reservations, quizzes, options and submissions, whatever table references it — in ONE
   * transaction (all or nothing). The stored files of the deleted rows (wish images, any column of
   * `UploadsService.fileColumns`) are collected inside the transaction and discarded after it commits (ARCHITECTURE
   * §4.11; a failed file deletion is logged, never fails the request). The owner may create a new news
   * page afterwards. Only its creator may (ARCHITECTURE "Two parents").
   * @throws DomainError `NEWS_NOT_FOUND` (404) unknown code; `NOT_OWNER` (403) for a stranger; `NOT_CREATOR` (403) for the co-parent.
   */
  async delete(code: string, memberId: number): Promise<EventDeletedResponse> {
    const files = new Set<string>();
    try {
      await this.dataSource.transaction(async (manager) => {
        files.clear();
        const event = await findCreatedEvent(manager, code, memberId);
        await deleteWithDependents(manager, 'event', 'id', [event.id], { columns: this.uploads.fileColumns, into: files });
      });
    } finally {
      this.eventChanged.publish(code);
    }
    this.uploads.discardAll(files);
    return { code, deleted: true };
  }
}
