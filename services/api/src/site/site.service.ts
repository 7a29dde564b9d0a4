import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASSET_GROUP_CODE_PATTERN,
  MSG,
  SITE_LIMITS,
  SITE_UPLOAD_PREFIXES,
  type AssetGroup,
  type AssetGroupEditRequest,
  type PopupModal,
  type PopupUpdateRequest,
} from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { UploadsService } from '../uploads/uploads.service';
import { AssetGroupEntity, AssetImageEntity, POPUP_ROW_ID, PopupModalEntity } from './site.entities';

/**
 * Asset groups and the home popup (spec §2, §3, §7; ARCHITECTURE §4.16). Reads are public; the edits
 * are called behind `AdminGuard`. Images are stored upload keys (`assets/…`, `popup-modal-…`) checked
 * with `UploadsService.assertUploaded` when they are new; files no longer used are discarded after the
 * change is committed.
 */
@Injectable()
export class SiteService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * `GET /api/pages/getAssetGroupByCode/{code}` → the group with its images by priority (then age).
   * @throws DomainError `ASSET_GROUP_NOT_FOUND` (404) for an unknown or malformed code.
   */
  async assetGroup(code: string): Promise<AssetGroup> {
    const group = await this.findGroup(this.dataSource.manager, code);
    return this.toAssetGroup(group, await this.imagesOf(this.dataSource.manager, group.id));
  }

  /**
   * `PUT /api/admin/editAssetGroup/{code}` (spec §7 payload, see `assetGroupEditSchema`): sets the title
   * and main image, keeps the listed original images (with new priorities where given), removes the
   * others and adds the new ones, in one transaction → the group as read afterwards.
   * @throws DomainError `ASSET_GROUP_NOT_FOUND` (404) for an unknown code.
   * @throws DomainError `UPLOAD_NOT_FOUND` (400) when a kept path is not an image of this group, or a new
   *   path is not a finished upload of this administrator under `assets/`;
   *   `UPLOAD_STORED_TOO_LARGE`, `UPLOAD_TYPE_NOT_ALLOWED` (400) from the upload check.
   * @throws DomainError `VALIDATION_FAILED` (400) when the result would hold more than 20 images.
   */
  async editAssetGroup(adminId: number, code: string, body: AssetGroupEditRequest): Promise<AssetGroup> {
    const before = await this.findGroup(this.dataSource.manager, code);
    const existing = await this.imagesOf(this.dataSource.manager, before.id);
    const existingPaths = new Set(existing.map((image) => image.imagePath));
    const kept = new Set(body.originalAssetImagePaths);
    for (const path of kept) if (!existingPaths.has(path)) throw new DomainError('UPLOAD_NOT_FOUND', { detail: `not an image of ${code}` });
    const added = body.newAssetImagePaths.map((path, i) => ({ path, priority: body.newAssetImagePriorities[i]! }));
    const fresh = added.filter((a) => !existingPaths.has(a.path));
    if (kept.size + fresh.length > SITE_LIMITS.assetImagesMax) throw new DomainError('VALIDATION_FAILED', { message: MSG.site.tooManyAssetImages });
    // Storage checks before the transaction: they are I/O on the storage, not on the database.
    for (const path of new Set(fresh.map((a) => a.path))) await this.uploads.assertUploaded(path, SITE_UPLOAD_PREFIXES.asset, adminId);
    if (body.mainImagePath && body.mainImagePath !== before.mainImagePath && !existingPaths.has(body.mainImagePath)) {
      await this.uploads.assertUploaded(body.mainImagePath, SITE_UPLOAD_PREFIXES.asset, adminId);
    }
    const priorityOf = new Map<string, number>();
    for (const entry of body.assetImagePriorities) {
      const image = existing.find((e) => e.imagePath === entry.imageUrl || this.uploads.imageUrl(e.imagePath) === entry.imageUrl);
      if (image) priorityOf.set(image.imagePath, entry.priority);
    }

    const result = await this.dataSource.transaction(async (manager) => {
      const group = await this.findGroup(manager, code);
      group.title = body.title;
      group.mainImagePath = body.mainImagePath;
      await manager.save(group);
      const current = await this.imagesOf(manager, group.id);
      const removed = current.filter((image) => !kept.has(image.imagePath));
      if (removed.length > 0)
        await manager.delete(
          AssetImageEntity,
          removed.map((image) => image.id),
        );
      for (const image of current) {
        const priority = priorityOf.get(image.imagePath);
        if (kept.has(image.imagePath) && priority !== undefined && priority !== image.priority) {
          await manager.update(AssetImageEntity, { id: image.id }, { priority });
        }
      }
      const now = new Date();
      const seen = new Set<string>();
      for (const { path, priority } of fresh) {
        if (seen.has(path)) continue;
        seen.add(path);
        await manager.insert(AssetImageEntity, { groupId: group.id, imagePath: path, priority, createdAt: now });
      }
      return { group, images: await this.imagesOf(manager, group.id) };
    });

    // Files that nothing refers to any more (best effort: an orphan file is harmless).
    const stillUsed = new Set([...result.images.map((image) => image.imagePath), result.group.mainImagePath]);
    for (const path of new Set([...existing.map((image) => image.imagePath), before.mainImagePath])) {
      if (path && !stillUsed.has(path)) this.uploads.discard(path);
    }
    return this.toAssetGroup(result.group, result.images);
  }

  /** `GET /api/pages/getPopupImageAndTitle` → `{mainImagePath, mainImageUrl, title}` ('false' and no image until set). */
  async popup(): Promise<PopupModal> {
    const row = await this.dataSource.getRepository(PopupModalEntity).findOneBy({ id: POPUP_ROW_ID });
    return this.toPopup(row?.mainImagePath ?? null, row?.title === 'true' ? 'true' : 'false');
  }

  /**
   * `PUT /api/admin/updatePopupModal` `{mainImagePath, title}` → the popup as stored. A new image must be a
   * finished upload of this administrator under `popup-modal-`; a replaced image file is discarded.
   * @throws DomainError `UPLOAD_NOT_FOUND`, `UPLOAD_STORED_TOO_LARGE`, `UPLOAD_TYPE_NOT_ALLOWED` (400).
   */
  async updatePopup(adminId: number, body: PopupUpdateRequest): Promise<PopupModal> {
    const repo = this.dataSource.getRepository(PopupModalEntity);
    const previous = (await repo.findOneBy({ id: POPUP_ROW_ID }))?.mainImagePath ?? null;
    if (body.mainImagePath && body.mainImagePath !== previous) await this.uploads.assertUploaded(body.mainImagePath, SITE_UPLOAD_PREFIXES.popup, adminId);
    await repo.save(repo.create({ id: POPUP_ROW_ID, mainImagePath: body.mainImagePath, title: body.title, updatedAt: new Date() }));
    if (previous && previous !== body.mainImagePath) this.uploads.discard(previous);
    return this.toPopup(body.mainImagePath, body.title);
  }

  private async findGroup(manager: EntityManager, code: string): Promise<AssetGroupEntity> {
    const group =
      ASSET_GROUP_CODE_PATTERN.test(code) && code.length <= SITE_LIMITS.assetGroupCodeMax ? await manager.findOneBy(AssetGroupEntity, { code }) : null;
    if (!group) throw new DomainError('ASSET_GROUP_NOT_FOUND');
    return group;
  }

  private imagesOf(manager: EntityManager, groupId: number): Promise<AssetImageEntity[]> {
    return manager.find(AssetImageEntity, { where: { groupId }, order: { priority: 'ASC', id: 'ASC' } });
  }

  private toAssetGroup(group: AssetGroupEntity, images: AssetImageEntity[]): AssetGroup {
    return {
      code: group.code,
      title: group.title,
      mainImageUrl: this.uploads.imageUrl(group.mainImagePath),
      mainImagePath: group.mainImagePath,
      assetImages: images.map((image) => ({ imageUrl: this.uploads.imageUrl(image.imagePath)!, imagePath: image.imagePath, priority: image.priority })),
    };
  }

  private toPopup(mainImagePath: string | null, title: 'true' | 'false'): PopupModal {
    return { mainImagePath, mainImageUrl: this.uploads.imageUrl(mainImagePath), title };
  }
}
