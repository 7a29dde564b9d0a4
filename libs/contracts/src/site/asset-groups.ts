/**
 * Names of the site content an administrator edits (spec §3, §7; ARCHITECTURE §4.16): the asset groups
 * the landing page reads, the upload prefixes of asset and popup images, the popup's on/off values.
 */

/** The groups that exist from the first start and feed the landing page (ARCHITECTURE §4.16). */
export const LANDING_ASSET_GROUPS = ['landing-hero', 'landing-benefits', 'landing-features'] as const;
export type LandingAssetGroupCode = (typeof LANDING_ASSET_GROUPS)[number];

/** Upload prefixes of the site content (ARCHITECTURE §4.11; spec §7 "popup images use the prefix popup-modal-"). */
export const SITE_UPLOAD_PREFIXES = { asset: 'assets/', popup: 'popup-modal-' } as const;

/** Shape of an asset group code in a path: lower-case words joined by hyphens. */
export const ASSET_GROUP_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The popup's on/off switch as spec §3 stores it: the text 'true' or 'false'. */
export const POPUP_SWITCH = ['true', 'false'] as const;
export type PopupSwitch = (typeof POPUP_SWITCH)[number];
