import type { RouteDeclaration } from '../api/route';

/** Codes of the upload check of a newly uploaded image (ARCHITECTURE §4.11). */
const UPLOAD_ERRORS = ['UPLOAD_NOT_FOUND', 'UPLOAD_STORED_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED'] as const;

/** One asset group with its images by priority (public; the landing reads it). */
export const assetGroupRoute = {
  method: 'GET',
  path: '/pages/getAssetGroupByCode/{code}',
  access: 'anyone',
  output: 'assetGroupResponseSchema',
  errors: ['ASSET_GROUP_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** An administrator edits an asset group: title, main image, kept, re-prioritised and new images. */
export const assetGroupEditRoute = {
  method: 'PUT',
  path: '/admin/editAssetGroup/{code}',
  access: 'admin',
  body: 'assetGroupEditSchema',
  output: 'assetGroupResponseSchema',
  errors: ['ASSET_GROUP_NOT_FOUND', ...UPLOAD_ERRORS],
} as const satisfies RouteDeclaration;

/** The home page's popup: image and on/off switch (public). */
export const popupRoute = {
  method: 'GET',
  path: '/pages/getPopupImageAndTitle',
  access: 'anyone',
  output: 'popupModalResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** An administrator sets the popup's image and switch. */
export const popupUpdateRoute = {
  method: 'PUT',
  path: '/admin/updatePopupModal',
  access: 'admin',
  body: 'popupUpdateSchema',
  output: 'popupModalResponseSchema',
  errors: UPLOAD_ERRORS,
} as const satisfies RouteDeclaration;

/**
 * The site-content routes (spec §7, ARCHITECTURE §4.16): the public reads of asset groups and the home
 * popup, and the administrators' edits. Each route is its own export so that a page bundles only the
 * routes it calls; `siteRoutes` lists them for the API table.
 */
export const siteRoutes = {
  assetGroup: assetGroupRoute,
  editAssetGroup: assetGroupEditRoute,
  popup: popupRoute,
  updatePopup: popupUpdateRoute,
};
