import { z } from 'zod';
import { POPUP_SWITCH } from './asset-groups';
import type { AssetGroup, PopupModal } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the site-content routes as zod schemas (ARCHITECTURE "The API table", §4.16): the API
 * checks every answer against them under jest, the OpenAPI document shows them, and the types the front
 * ends use are the same shapes (`Same` below makes the compiler compare both ways). Strict objects.
 */

/** `GET /api/pages/getAssetGroupByCode/{code}` and `PUT /api/admin/editAssetGroup/{code}` → 200 the group. */
export const assetGroupResponseSchema = z.strictObject({
  code: z.string(),
  title: z.string(),
  mainImageUrl: z.string().nullable(),
  mainImagePath: z.string().nullable(),
  assetImages: z.array(z.strictObject({ imageUrl: z.string(), imagePath: z.string(), priority: z.number().int() })),
});

/** `GET /api/pages/getPopupImageAndTitle` and `PUT /api/admin/updatePopupModal` → 200 the popup. */
export const popupModalResponseSchema = z.strictObject({
  mainImagePath: z.string().nullable(),
  mainImageUrl: z.string().nullable(),
  title: z.enum(POPUP_SWITCH),
});

/** Compile-time proof that the interfaces the front ends import and the schemas above describe one shape each. */
export type SiteResponsesMatch = [
  Expect<Same<z.output<typeof assetGroupResponseSchema>, AssetGroup>>,
  Expect<Same<z.output<typeof popupModalResponseSchema>, PopupModal>>,
];
