import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, seoulDayStart, type PresignResponse } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';
import { sqlTimestamp } from '../database/sql-timestamp';
import { UploadRecord } from './upload.entity';
import { errorLabel, keyFolder } from './upload-log';
import { FILE_COLUMNS, notReferencedSql, UPLOAD_REFERENCES, type FileColumn } from './upload-references';
import { PRESIGN_TTL_SEC, STORAGE_DRIVER, type StorageDriver } from './storage.types';
import { ADMIN_PREFIXES, isOwnKey, MEMBER_PREFIXES, newUploadKey, readRequestedPath, VARIANT_PREFIX } from './upload-keys';
import { webpVariant } from './image-variant';

/**
 * Signed uploads (ARCHITECTURE §4.11, §4.18) over the configured storage driver: the daily quota, the
 * upload ledger, the check that a stored `imagePath` really is the caller's finished upload, and the
 * removal of files nothing uses any more.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');
  /** Discards in flight (see `settled`). */
  private readonly pending = new Set<Promise<void>>();
  /**
   * Every column naming a stored file (upload references and the ledger): a deleting transaction collects
   * the keys of its deleted rows from them (`deleteWithDependents`) and hands them to `discardAll` after commit.
   */
  readonly fileColumns: readonly FileColumn[] = FILE_COLUMNS;

  constructor(
    @Inject(STORAGE_DRIVER) readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Inside a member's withdrawal (`manager`'s transaction, ARCHITECTURE "Two parents"): the ledger rows of
   * `memberId`'s uploads that some row still shows (a wish the co-parent added on a page that stays, a
   * handed-over page's cover) are dropped without touching the files, so deleting the member discards only
   * what nothing uses; the rows showing them discard them when they go, like uploads made before the ledger.
   */
  async releaseReferenced(manager: EntityManager, memberId: number): Promise<void> {
    await manager.query(`DELETE FROM \`upload\` WHERE member_id = ? AND NOT (${notReferencedSql('`upload`.`path`')})`, [memberId]);
  }

  /**
   * `POST /api/s3/getPreSignedUrl {path, size?}` → `{url, fields, contentType, path}`: members may use
   * `wish/`, administrators (role re-read from the database) also `notices/`, `popup-modal-`, `assets/`.
   * The key is rewritten to `{prefix}{memberId}-{ms}-{random}.{ext}`; the signed POST form is valid
   * 10 minutes and accepts 1 byte to `size` (LIMITS.uploadMaxBytes when absent). The upload is recorded
   * in the ledger (`upload`), which the daily quota counts: LIMITS.uploadDailyMaxCount uploads and
   * LIMITS.uploadDailyMaxBytes declared bytes per member per Asia/Seoul day.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   * @throws DomainError `UPLOAD_PATH_FORBIDDEN` (403) for another prefix.
   * @throws DomainError `UPLOAD_TYPE_NOT_ALLOWED` (400) unless the extension is jpg/jpeg/png/webp/gif.
   * @throws DomainError `UPLOAD_TOO_LARGE` (413) when `size` is over LIMITS.uploadMaxBytes.
   * @throws DomainError `UPLOAD_QUOTA_EXCEEDED` (429) when this upload would pass today's quota.
   */
  async presign(memberId: number, requestedPath: string, size?: number): Promise<PresignResponse> {
    const member = await this.dataSource.getRepository(Member).findOne({ select: { id: true, role: true }, where: { id: memberId } });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    const allowed = member.role === 'ROLE_ADMIN' ? ADMIN_PREFIXES : MEMBER_PREFIXES;
    const requested = readRequestedPath(requestedPath, allowed);
    if (!requested.ok) {
      throw new DomainError(requested.reason === 'prefix' ? 'UPLOAD_PATH_FORBIDDEN' : 'UPLOAD_TYPE_NOT_ALLOWED');
    }
    if (size !== undefined && size > LIMITS.uploadMaxBytes) throw new DomainError('UPLOAD_TOO_LARGE', { detail: 'declared size' });
    const sizeBytes = size ?? LIMITS.uploadMaxBytes;
    const path = newUploadKey(requested.prefix, memberId, requested.contentType);
    // Recorded before the form exists, so no stored file can escape the sweep.
    await this.recordWithinQuota(memberId, path, sizeBytes, this.clock.now());
    const signed = await this.storage.presignPost(path, requested.contentType, sizeBytes, PRESIGN_TTL_SEC);
    return { url: signed.url, fields: signed.fields, contentType: requested.contentType, path };
  }

  /**
   * Stores a picture the server fetched for `memberId` (ARCHITECTURE "Universal add") as if the member had
   * uploaded it: decoded and re-encoded with sharp to WebP of at most `maxSidePx` px on the long side (never
   * enlarged) and at most LIMITS.uploadMaxBytes, keyed `wish/{memberId}-{ms}-{random}.webp`, recorded in the
   * ledger within the member's daily quota (so it counts like an upload, and the sweep deletes it 24 h later
   * unless a wish names it), then written through the storage driver.
   * @returns the stored key (a valid wish `imagePath` of this member).
   * @throws UnreadableImageError when `input` is no image sharp can decode.
   * @throws DomainError `UPLOAD_QUOTA_EXCEEDED` (429) when it would pass today's quota; nothing is stored then.
   */
  async storeFetchedImage(memberId: number, input: Buffer, maxSidePx: number): Promise<string> {
    const made = await webpVariant(input, { maxWidth: maxSidePx, maxHeight: maxSidePx, maxBytes: LIMITS.uploadMaxBytes });
    const path = newUploadKey(MEMBER_PREFIXES[0], memberId, 'image/webp', this.clock.now().getTime());
    // Recorded before the file exists, so no stored file can escape the sweep.
    await this.recordWithinQuota(memberId, path, made.data.length, this.clock.now());
    await this.storage.put(path, made.data, 'image/webp');
    return path;
  }

  /**
   * Checks today's (Asia/Seoul) quota of `memberId` and records the upload `path` of `sizeBytes` in the
   * ledger as ONE atomic step (ARCHITECTURE §4.11, §5): parallel presigns of one member cannot pass the
   * quota together. In one transaction: on MySQL/MariaDB the member's row is locked (`FOR UPDATE`) first,
   * so the member's presigns take turns until commit and the count is a locking (current) read; on SQLite
   * transactions already run one at a time (`sqlite-serializer.ts`). Other members never wait.
   * @throws DomainError `UPLOAD_QUOTA_EXCEEDED` (429) when the upload would pass LIMITS.uploadDailyMaxCount
   *   uploads or LIMITS.uploadDailyMaxBytes declared bytes today; nothing is recorded then.
   */
  private async recordWithinQuota(memberId: number, path: string, sizeBytes: number, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const locking = manager.connection.options.type !== 'better-sqlite3';
      if (locking) await manager.query('SELECT id FROM `member` WHERE id = ? FOR UPDATE', [memberId]);
      const [today] = (await manager.query(
        // The variants the server made (VARIANT_PREFIX) are in the ledger for the sweep, but were never signed.
        `SELECT COUNT(*) AS n, COALESCE(SUM(size_bytes), 0) AS bytes FROM \`upload\` WHERE member_id = ? AND created_at >= ? AND path NOT LIKE ?${locking ? ' FOR UPDATE' : ''}`,
        [memberId, sqlTimestamp(seoulDayStart(now)), `${VARIANT_PREFIX}%`],
      )) as Array<{ n: number | string; bytes: number | string }>;
      const count = Number(today?.n ?? 0);
      const bytes = Number(today?.bytes ?? 0);
      if (count + 1 > LIMITS.uploadDailyMaxCount || bytes + sizeBytes > LIMITS.uploadDailyMaxBytes) {
        throw new DomainError('UPLOAD_QUOTA_EXCEEDED', { detail: `${count} uploads, ${bytes} bytes today` });
      }
      await manager.getRepository(UploadRecord).insert({ path, memberId, sizeBytes, createdAt: now });
    });
  }

  /**
   * Checks that `key` is a finished upload of `memberId` under `prefix`: well-formed and issued to
   * this member, stored, an image, at most 10 MB (a larger object is deleted).
   * @throws DomainError `UPLOAD_NOT_FOUND`, `UPLOAD_STORED_TOO_LARGE` or `UPLOAD_TYPE_NOT_ALLOWED` (all 400).
   */
  async assertUploaded(key: string, prefix: string, memberId: number): Promise<void> {
    if (!isOwnKey(key, prefix, memberId)) throw new DomainError('UPLOAD_NOT_FOUND');
    const found = await this.storage.stat(key);
    if (!found) throw new DomainError('UPLOAD_NOT_FOUND');
    if (found.size > LIMITS.uploadMaxBytes) {
      await this.storage.remove(key).catch(() => undefined);
      throw new DomainError('UPLOAD_STORED_TOO_LARGE');
    }
    if (found.contentType && !found.contentType.toLowerCase().startsWith('image/')) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  }

  /** Full public URL of a stored image, or null. */
  imageUrl(key: string | null | undefined): string | null {
    return key ? this.storage.publicUrl(key) : null;
  }

  /**
   * Removes the stored file of `key` once nothing refers to it (no column of UPLOAD_REFERENCES holds it),
   * in the background: call it after the write that dropped the reference has committed. A failure is
   * logged (folder and error code only, no key: keys name the member) and never reaches the caller; the
   * sweep retries keys that are still in the ledger.
   */
  discard(key: string | null | undefined): void {
    if (!key) return;
    const task = this.removeIfUnreferenced(key)
      .catch((err: unknown) => this.logger.warn(`stored file not deleted (${this.storage.kind}, ${keyFolder(key)}): ${errorLabel(err)}`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** `discard` for each key of `keys` (e.g. the files of a deleted news page). */
  discardAll(keys: Iterable<string>): void {
    for (const key of keys) this.discard(key);
  }

  /** Resolves once every discard started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** True when some column of UPLOAD_REFERENCES holds `key`. */
  async isReferenced(key: string): Promise<boolean> {
    const rows: Array<{ unused: number | string }> = await this.dataSource.query(
      `SELECT CASE WHEN ${notReferencedSql('?')} THEN 1 ELSE 0 END AS unused`,
      UPLOAD_REFERENCES.map(() => key),
    );
    return Number(rows[0]?.unused) !== 1;
  }

  private async removeIfUnreferenced(key: string): Promise<void> {
    if (await this.isReferenced(key)) return;
    await this.storage.remove(key);
  }
}
