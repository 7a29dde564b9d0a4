import {
  assetGroupEditRoute,
  assetGroupRoute,
  MSG,
  popupRoute,
  popupUpdateRoute,
  type AssetGroup,
  type AssetGroupEditRequest,
  type PopupModal,
  type PopupUpdateRequest,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The administrator's site-content calls (spec §7, ARCHITECTURE §4.16). The edits keep the session on a
 * 401/403 answer (`keepSessionOnAuthError`) and show the message instead, like the notice form.
 */

/** `GET /api/pages/getAssetGroupByCode/{code}` → the group. @throws ApiRequestError — ASSET_GROUP_NOT_FOUND (404). */
export function fetchAssetGroup(code: string, signal?: AbortSignal): Promise<AssetGroup> {
  return callApi(assetGroupRoute, { params: { code } }, { auth: false, signal, fallbackMessage: MSG.site.assetLoadFailed });
}

/**
 * `PUT /api/admin/editAssetGroup/{code}` (spec §7 payload) → the group as stored.
 * @throws ApiRequestError — VALIDATION_FAILED, UPLOAD_* (400), UNAUTHENTICATED (401), FORBIDDEN (403), ASSET_GROUP_NOT_FOUND (404).
 */
export function editAssetGroup(code: string, body: AssetGroupEditRequest): Promise<AssetGroup> {
  return callApi(assetGroupEditRoute, { params: { code }, body }, { keepSessionOnAuthError: true, fallbackMessage: MSG.site.assetSaveFailed });
}

/** `GET /api/pages/getPopupImageAndTitle` → `{mainImagePath, mainImageUrl, title}`. @throws ApiRequestError. */
export function fetchPopup(signal?: AbortSignal): Promise<PopupModal> {
  return callApi(popupRoute, {}, { auth: false, signal, fallbackMessage: MSG.site.popupLoadFailed });
}

/** `PUT /api/admin/updatePopupModal` `{mainImagePath, title: 'true' | 'false'}` → the popup as stored. @throws ApiRequestError. */
export function updatePopup(body: PopupUpdateRequest): Promise<PopupModal> {
  return callApi(popupUpdateRoute, { body }, { keepSessionOnAuthError: true, fallbackMessage: MSG.site.popupSaveFailed });
}
