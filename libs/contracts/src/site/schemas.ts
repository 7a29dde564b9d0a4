import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { POPUP_SWITCH } from './asset-groups';
import { SITE_LIMITS } from './site-limits';

/**
 * Request schemas of the site content an administrator edits (spec §2 "Admin asset group edit", "Admin
 * popup management", spec §7 calls; ARCHITECTURE §4.16): asset groups that feed the landing page and the
 * home-page popup. Every request object is strict (ARCHITECTURE §5).
 */

const imagePath = z.string({ error: MSG.upload.notUploaded }).trim().min(1, MSG.upload.notUploaded).max(LIMITS.imagePathMax, MSG.upload.notUploaded);
const priority = z
  .number({ error: MSG.site.priorityInvalid })
  .int(MSG.site.priorityInvalid)
  .min(0, MSG.site.priorityInvalid)
  .max(SITE_LIMITS.assetPriorityMax, MSG.site.priorityInvalid);

/**
 * `PUT /api/admin/editAssetGroup/{code}` (spec §7):
 * - `title` required, trimmed, at most 100;
 * - `mainImagePath` the stored path (kept or newly uploaded under `assets/`), null or '' for none;
 * - `originalAssetImagePaths` the existing images to keep (any other existing image is removed);
 * - `assetImagePriorities` new priorities of kept images, each `{imageUrl, priority}` where `imageUrl`
 *   names the image by its URL or its path; a kept image without an entry keeps its priority;
 * - `newAssetImagePaths` uploaded paths under `assets/` to add, with `newAssetImagePriorities` the
 *   priority of each, in the same order (same length).
 */
export const assetGroupEditSchema = z
  .strictObject({
    title: z
      .string({ error: MSG.site.assetTitleRequired })
      .trim()
      .min(1, MSG.site.assetTitleRequired)
      .max(SITE_LIMITS.assetTitleMax, MSG.site.assetTitleTooLong),
    mainImagePath: z
      .string({ error: MSG.upload.notUploaded })
      .trim()
      .max(LIMITS.imagePathMax, MSG.upload.notUploaded)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    originalAssetImagePaths: z.array(imagePath, { error: MSG.common.badRequest }).max(SITE_LIMITS.assetImagesMax, MSG.site.tooManyAssetImages).default([]),
    assetImagePriorities: z
      .array(
        z.strictObject({
          imageUrl: z.string({ error: MSG.common.badRequest }).trim().min(1, MSG.common.badRequest).max(LIMITS.linkMax, MSG.common.badRequest),
          priority,
        }),
        { error: MSG.common.badRequest },
      )
      .max(SITE_LIMITS.assetImagesMax, MSG.site.tooManyAssetImages)
      .default([]),
    newAssetImagePaths: z.array(imagePath, { error: MSG.common.badRequest }).max(SITE_LIMITS.assetImagesMax, MSG.site.tooManyAssetImages).default([]),
    newAssetImagePriorities: z.array(priority, { error: MSG.site.priorityInvalid }).max(SITE_LIMITS.assetImagesMax, MSG.site.tooManyAssetImages).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.newAssetImagePaths.length !== body.newAssetImagePriorities.length) {
      ctx.addIssue({ code: 'custom', path: ['newAssetImagePriorities'], message: MSG.site.priorityInvalid });
    } else if (new Set(body.originalAssetImagePaths).size + new Set(body.newAssetImagePaths).size > SITE_LIMITS.assetImagesMax) {
      ctx.addIssue({ code: 'custom', path: ['newAssetImagePaths'], message: MSG.site.tooManyAssetImages });
    }
  });
export type AssetGroupEditRequest = z.infer<typeof assetGroupEditSchema>;
export type AssetGroupEditInput = z.input<typeof assetGroupEditSchema>;

/**
 * `PUT /api/admin/updatePopupModal` `{mainImagePath, title}` (spec §7): `title` is 'true' or 'false';
 * `mainImagePath` a stored path under `popup-modal-` (kept or newly uploaded), null or '' for none.
 * Switching on needs an image.
 */
export const popupUpdateSchema = z
  .strictObject({
    mainImagePath: z
      .string({ error: MSG.upload.notUploaded })
      .trim()
      .max(LIMITS.imagePathMax, MSG.upload.notUploaded)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    title: z.enum(POPUP_SWITCH, { error: MSG.site.popupSwitchInvalid }),
  })
  .superRefine((body, ctx) => {
    if (body.title === 'true' && !body.mainImagePath) ctx.addIssue({ code: 'custom', path: ['mainImagePath'], message: MSG.site.popupImageRequired });
  });
export type PopupUpdateRequest = z.infer<typeof popupUpdateSchema>;
export type PopupUpdateInput = z.input<typeof popupUpdateSchema>;
