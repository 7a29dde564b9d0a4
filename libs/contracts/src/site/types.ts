import type { PopupSwitch } from './asset-groups';

/** Answer shapes of the site content (spec §3 "Asset group", "Popup modal"; ARCHITECTURE §4.16). */

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

/**
 * `GET /api/pages/getPopupImageAndTitle` (public) and the answer of `PUT /api/admin/updatePopupModal`:
 * spec §3's `mainImagePath` and `title` ('true' shows the popup on the home page) plus the full `mainImageUrl`.
 */
export interface PopupModal {
  mainImagePath: string | null;
  mainImageUrl: string | null;
  title: PopupSwitch;
}
