import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';

/**
 * Site content an administrator edits (spec §2 "Admin asset group edit", "Admin popup management",
 * spec §3 "Asset group", "Popup modal", spec §7 calls; ARCHITECTURE §4.16): asset groups that feed the
 * landing page and the home-page popup. Every request object is strict (ARCHITECTURE §5).
 */

/** Numbers of the site content, with units in the names. */
export const SITE_LIMITS = {
  /** Longest asset group code, characters (`landing-hero`, ...). */
  assetGroupCodeMax: 50,
  /** Longest asset group title, characters (spec §9: titles are 100 at most). */
  assetTitleMax: 100,
  /** Most images in one asset group (a landing slider with more would not be read). */
  assetImagesMax: 20,
  /** Highest priority value accepted (priorities only order the images). */
  assetPriorityMax: 1_000_000,
  /** Original size of an asset image the admin page accepts, bytes (spec §5: 5 MB). */
  assetImageMaxBytes: 5 * 1024 * 1024,
  /** Recommended width, px (spec §2 hint). */
  assetImageHintWidthPx: 1000,
  /** Recommended size, bytes (spec §2 hint: at most 2 MB). */
  assetImageHintBytes: 2 * 1024 * 1024,
  /** How long the size error stays, ms (spec §9: error messages clear after 3 s). */
  errorClearMs: 3000,
} as const;

/** The groups that exist from the first start and feed the landing page (ARCHITECTURE §4.16). */
export const LANDING_ASSET_GROUPS = ['landing-hero', 'landing-benefits', 'landing-features'] as const;
export type LandingAssetGroupCode = (typeof LANDING_ASSET_GROUPS)[number];

/** Upload prefixes of the site content (ARCHITECTURE §4.11; spec §7 "popup images use the prefix popup-modal-"). */
export const SITE_UPLOAD_PREFIXES = { asset: 'assets/', popup: 'popup-modal-' } as const;

/** Shape of an asset group code in a path: lower-case words joined by hyphens. */
export const ASSET_GROUP_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One image of an asset group: full `imageUrl` (read), stored `imagePath` (for the edit form), `priority` (≥ 0, lower first). */
export interface AssetImage {
  imageUrl: string;
  imagePath: string;
  priority: number;
}

/**
 * `GET /api/pages/getAssetGroupByCode/{code}` (public) and the answer of `PUT /api/admin/editAssetGroup/{code}`:
 * spec §3's fields plus `mainImagePath` and each image's `imagePath`, which the admin form sends back.
 * `assetImages` are ordered by priority, then by when they were added.
 */
export interface AssetGroup {
  code: string;
  title: string;
  mainImageUrl: string | null;
  mainImagePath: string | null;
  assetImages: AssetImage[];
}

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

/** The popup's on/off switch as spec §3 stores it: the text 'true' or 'false'. */
export const POPUP_SWITCH = ['true', 'false'] as const;
export type PopupSwitch = (typeof POPUP_SWITCH)[number];

/**
 * `GET /api/pages/getPopupImageAndTitle` (public) and the answer of `PUT /api/admin/updatePopupModal`:
 * spec §3's `mainImagePath` and `title` ('true' shows the popup on the home page) plus the full `mainImageUrl`.
 */
export interface PopupModal {
  mainImagePath: string | null;
  mainImageUrl: string | null;
  title: PopupSwitch;
}

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
