import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, type PresignResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';
import { PRESIGN_TTL_SEC, STORAGE_DRIVER, type StorageDriver } from './storage.types';
import { ADMIN_PREFIXES, isOwnKey, MEMBER_PREFIXES, newUploadKey, readRequestedPath } from './upload-keys';

/**
 * Signed uploads (ARCHITECTURE §4.11, §4.18) over the configured storage driver, and the check that a
 * stored `imagePath` really is the caller's finished upload.
 */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(STORAGE_DRIVER) readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * `POST /api/s3/getPreSignedUrl {path}` → `{url, contentType, path}`: members may use `wish/`,
   * administrators (role re-read from the database) also `notices/`, `popup-modal-`, `assets/`.
   * The key is rewritten to `{prefix}{memberId}-{ms}-{random}.{ext}`; the URL is valid 10 minutes.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   * @throws DomainError `UPLOAD_PATH_FORBIDDEN` (403) for another prefix.
   * @throws DomainError `UPLOAD_TYPE_NOT_ALLOWED` (400) unless the extension is jpg/jpeg/png/webp/gif.
   */
  async presign(memberId: number, requestedPath: string): Promise<PresignResponse> {
    const member = await this.dataSource.getRepository(Member).findOne({ select: { id: true, role: true }, where: { id: memberId } });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    const allowed = member.role === 'ROLE_ADMIN' ? ADMIN_PREFIXES : MEMBER_PREFIXES;
    const requested = readRequestedPath(requestedPath, allowed);
    if (!requested.ok) {
      throw new DomainError(requested.reason === 'prefix' ? 'UPLOAD_PATH_FORBIDDEN' : 'UPLOAD_TYPE_NOT_ALLOWED');
    }
    const path = newUploadKey(requested.prefix, memberId, requested.contentType);
    const url = await this.storage.presignPut(path, requested.contentType, PRESIGN_TTL_SEC);
    return { url, contentType: requested.contentType, path };
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

  /** Best-effort removal of a no longer used image (errors ignored: an orphan file is harmless). */
  discard(key: string | null | undefined): void {
    if (key) this.storage.remove(key).catch(() => undefined);
  }
}
