import { BadRequestException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, MSG, type PresignResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import { PRESIGN_TTL_SEC, STORAGE_DRIVER, type StorageDriver } from './storage.types';
import { ADMIN_PREFIXES, isOwnKey, MEMBER_PREFIXES, newUploadKey, readRequestedPath } from './upload-keys';

/**
 * Signed uploads (DESIGN §4.11, §4.18) over the configured storage driver, and the check that a
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
   * @throws UnauthorizedException 401 when the member no longer exists.
   * @throws ForbiddenException 403 `MSG.upload.pathForbidden` for another prefix.
   * @throws BadRequestException 400 `MSG.upload.typeNotAllowed` unless the extension is jpg/jpeg/png/webp/gif.
   */
  async presign(memberId: number, requestedPath: string): Promise<PresignResponse> {
    const member = await this.dataSource.getRepository(Member).findOne({ select: { id: true, role: true }, where: { id: memberId } });
    if (!member) throw new UnauthorizedException(MSG.common.unauthorized);
    const allowed = member.role === 'ROLE_ADMIN' ? ADMIN_PREFIXES : MEMBER_PREFIXES;
    const requested = readRequestedPath(requestedPath, allowed);
    if (!requested.ok) {
      throw requested.reason === 'prefix' ? new ForbiddenException(MSG.upload.pathForbidden) : new BadRequestException(MSG.upload.typeNotAllowed);
    }
    const path = newUploadKey(requested.prefix, memberId, requested.contentType);
    const url = await this.storage.presignPut(path, requested.contentType, PRESIGN_TTL_SEC);
    return { url, contentType: requested.contentType, path };
  }

  /**
   * Checks that `key` is a finished upload of `memberId` under `prefix`: well-formed and issued to
   * this member, stored, an image, at most 10 MB (a larger object is deleted).
   * @throws BadRequestException 400 `MSG.upload.notUploaded`, `MSG.upload.tooLarge` or `MSG.upload.typeNotAllowed`.
   */
  async assertUploaded(key: string, prefix: string, memberId: number): Promise<void> {
    if (!isOwnKey(key, prefix, memberId)) throw new BadRequestException(MSG.upload.notUploaded);
    const found = await this.storage.stat(key);
    if (!found) throw new BadRequestException(MSG.upload.notUploaded);
    if (found.size > LIMITS.uploadMaxBytes) {
      await this.storage.remove(key).catch(() => undefined);
      throw new BadRequestException(MSG.upload.tooLarge);
    }
    if (found.contentType && !found.contentType.toLowerCase().startsWith('image/')) throw new BadRequestException(MSG.upload.typeNotAllowed);
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
