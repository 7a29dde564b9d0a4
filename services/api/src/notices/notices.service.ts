import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG, NOTICE_IMAGE_PREFIX, type Notice, type NoticeDeletedResponse, type NoticeSaveRequest, type NoticeSummary } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { UploadsService } from '../uploads/uploads.service';
import { isBlankNoticeHtml, sanitizeNoticeHtml } from './notice-html';
import { NoticeEntity } from './notice.entity';

/**
 * Notices of the administrators (spec §2, §4, §7; ARCHITECTURE §4.14): public list and detail,
 * create/edit/delete for administrators (the route guard checks the role). Content is sanitised
 * (`sanitizeNoticeHtml`) before it is stored; images are uploads under `notices/`.
 */
@Injectable()
export class NoticesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(NoticeEntity);
  }

  /** `GET /api/notice/fetchAll` → `[{id, title, createdAt}]`, newest first (spec §2 "Notice list"). */
  async list(): Promise<NoticeSummary[]> {
    const rows = await this.repo.find({ select: { id: true, title: true, createdAt: true }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map((row) => ({ id: row.id, title: row.title, createdAt: row.createdAt.toISOString() }));
  }

  /**
   * `GET /api/notice/fetch/{id}` → the notice with its full `imageUrl`.
   * @throws DomainError `NOTICE_NOT_FOUND` (404).
   */
  async get(id: number): Promise<Notice> {
    return this.toNotice(await this.find(id));
  }

  /**
   * The notice for the HTML of `/notice/detail/{id}` (ARCHITECTURE "How a first visit travels"): as `get`,
   * with the content sanitised once more with the allowlist (the server's counterpart of the browser's
   * DOMPurify pass: markup painted before any script runs is safe even if a stored row were altered).
   * @throws DomainError `NOTICE_NOT_FOUND` (404).
   */
  async getForPage(id: number): Promise<Notice> {
    const notice = await this.get(id);
    return { ...notice, content: sanitizeNoticeHtml(notice.content) };
  }

  /**
   * Creates a notice from a body already parsed by `noticeSaveSchema`: content sanitised, the image
   * (if any) checked to be this administrator's finished upload under `notices/`.
   * @throws DomainError `VALIDATION_FAILED` (400, MSG.notice.contentRequired) when nothing is left of the
   *   content after sanitising; `UPLOAD_NOT_FOUND`, `UPLOAD_STORED_TOO_LARGE`, `UPLOAD_TYPE_NOT_ALLOWED` (400).
   */
  async create(adminId: number, input: NoticeSaveRequest): Promise<Notice> {
    const content = cleanContent(input.content);
    const imagePath = input.imagePath || null;
    if (imagePath) await this.uploads.assertUploaded(imagePath, NOTICE_IMAGE_PREFIX, adminId);
    const saved = await this.repo.save(this.repo.create({ title: input.title, content, imagePath, authorId: adminId }));
    return this.toNotice(saved);
  }

  /**
   * Replaces title and content of notice `id`. `imagePath`: absent or equal to the stored key keeps the
   * image, null or '' removes it, a new key (this administrator's upload under `notices/`) replaces it;
   * a replaced or removed file is discarded from storage.
   * @throws DomainError `NOTICE_NOT_FOUND` (404), `VALIDATION_FAILED` (400) for blank sanitised content,
   *   the upload codes of `create`.
   */
  async edit(adminId: number, id: number, input: NoticeSaveRequest): Promise<Notice> {
    const notice = await this.find(id);
    const content = cleanContent(input.content);
    const previousImage = notice.imagePath;
    const imagePath = input.imagePath === undefined ? previousImage : input.imagePath || null;
    if (imagePath && imagePath !== previousImage) await this.uploads.assertUploaded(imagePath, NOTICE_IMAGE_PREFIX, adminId);
    Object.assign(notice, { title: input.title, content, imagePath });
    const saved = await this.repo.save(notice);
    if (previousImage && previousImage !== imagePath) this.uploads.discard(previousImage);
    return this.toNotice(saved);
  }

  /**
   * Deletes notice `id` (its image file is discarded) → `{id}`.
   * @throws DomainError `NOTICE_NOT_FOUND` (404).
   */
  async remove(id: number): Promise<NoticeDeletedResponse> {
    const notice = await this.find(id);
    const { affected } = await this.repo.delete({ id: notice.id });
    if (!affected) throw new DomainError('NOTICE_NOT_FOUND', { detail: `notice ${id} deleted concurrently` });
    this.uploads.discard(notice.imagePath);
    return { id: notice.id };
  }

  private async find(id: number): Promise<NoticeEntity> {
    const notice = await this.repo.findOne({ where: { id } });
    if (!notice) throw new DomainError('NOTICE_NOT_FOUND', { detail: `notice ${id}` });
    return notice;
  }

  private toNotice(row: NoticeEntity): Notice {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      imageUrl: this.uploads.imageUrl(row.imagePath),
      imagePath: row.imagePath,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/** Sanitised content, refused like a missing one when nothing readable is left (spec §5 "Notice"). */
function cleanContent(html: string): string {
  const content = sanitizeNoticeHtml(html);
  if (isBlankNoticeHtml(content))
    throw new DomainError('VALIDATION_FAILED', { message: MSG.notice.contentRequired, detail: 'notice content blank after sanitising' });
  return content;
}
