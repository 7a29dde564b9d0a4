import { assetGroupRoute, popupRoute, type AssetGroup, type LandingAssetGroupCode, type PopupModal } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `GET /api/pages/getAssetGroupByCode/{code}` (spec §7, public; ARCHITECTURE §4.16) →
 * `{code, title, mainImageUrl, mainImagePath, assetImages: [{imageUrl, imagePath, priority}]}`.
 * Anonymous (never clears a session). @throws ApiRequestError on any failure.
 */
export function fetchAssetGroup(code: LandingAssetGroupCode, signal?: AbortSignal): Promise<AssetGroup> {
  return callApi(assetGroupRoute, { params: { code } }, { auth: false, keepSessionOnAuthError: true, signal });
}

/**
 * `GET /api/pages/getPopupImageAndTitle` (spec §7, public) → `{mainImagePath, mainImageUrl, title}`,
 * `title` being the switch 'true' / 'false'. @throws ApiRequestError on any failure.
 */
export function fetchPopup(signal?: AbortSignal): Promise<PopupModal> {
  return callApi(popupRoute, {}, { auth: false, keepSessionOnAuthError: true, signal });
}
