import {
  accountInfoRoute,
  accountUpdateRoute,
  assetGroupEditRoute,
  assetGroupRoute,
  popupRoute,
  popupUpdateRoute,
  type AccountInfo,
  type AccountUpdateInput,
  type AssetGroup,
  type AssetGroupEditInput,
  type PopupModal,
  type PopupUpdateInput,
  type RouteBody,
  type WithdrawRequest,
  type WithdrawResponse,
  withdrawRoute,
} from '@babynews/contracts';
import { MEMBER_PASSWORD } from './bodies';
import type { ApiClient, Reply } from './client';

/**
 * Site content (asset groups, home popup; spec §7, ARCHITECTURE §4.16; paths from the API table,
 * `siteRoutes`) and account (내 정보, withdrawal; ARCHITECTURE §4.21; `memberRoutes`) calls, kept beside the shared
 * client: `siteApi(api)` and `accountApi(api)` over any `ApiClient` (inject transport in API tests,
 * HTTP in e2e).
 */

/** Token of an administrator or member, or null for an anonymous call. */
type Token = string | null;

/** The site calls (bodies passed as given, so validation tests can send anything). */
export interface SiteApi {
  /** `GET /api/pages/getAssetGroupByCode/{code}` → 200 the group (public). */
  assetGroup(code: string): Promise<Reply<AssetGroup>>;
  /** `PUT /api/admin/editAssetGroup/{code}` (admin) → 200 the group. */
  editAssetGroup(token: Token, code: string, body: AssetGroupEditInput | Record<string, unknown>): Promise<Reply<AssetGroup>>;
  /** `GET /api/pages/getPopupImageAndTitle` → 200 the popup (public). */
  popup(): Promise<Reply<PopupModal>>;
  /** `PUT /api/admin/updatePopupModal` (admin) → 200 the popup. */
  updatePopup(token: Token, body: PopupUpdateInput | Record<string, unknown>): Promise<Reply<PopupModal>>;
}

/** The site calls over `client`. */
export function siteApi(client: ApiClient): SiteApi {
  return {
    assetGroup: (code) => client.route(assetGroupRoute, { params: { code } }),
    editAssetGroup: (token, code, body) => client.route(assetGroupEditRoute, { params: { code }, body: body as RouteBody<typeof assetGroupEditRoute> }, token),
    popup: () => client.route(popupRoute, {}),
    updatePopup: (token, body) => client.route(popupUpdateRoute, { body: body as RouteBody<typeof popupUpdateRoute> }, token),
  };
}

/** The account calls of the signed-in member. */
export interface AccountApi {
  /** `accountInfoRoute` (`GET /api/member/getAccountInfo`) → 200 the member's own fields. */
  info(token: Token): Promise<Reply<AccountInfo>>;
  /** `accountUpdateRoute` (`PUT /api/member/updateAccountInfo`) → 200 the fields as stored (the body is sent as given). */
  update(token: Token, body: AccountUpdateInput | Record<string, unknown>): Promise<Reply<AccountInfo>>;
  /**
   * `withdrawRoute` (`DELETE /api/member/withdraw`) `{password}` → 200 `{withdrawn: true}`. `body` defaults to
   * the generated members' password (MEMBER_PASSWORD); a social member sends `{}` (sent as given).
   */
  withdraw(token: Token, body?: WithdrawRequest | Record<string, unknown>): Promise<Reply<WithdrawResponse>>;
}

/** The account calls over `client`. */
export function accountApi(client: ApiClient): AccountApi {
  return {
    info: (token) => client.route(accountInfoRoute, {}, token),
    update: (token, body) => client.route(accountUpdateRoute, { body: body as RouteBody<typeof accountUpdateRoute> }, token),
    withdraw: (token, body = { password: MEMBER_PASSWORD }) => client.route(withdrawRoute, { body: body as RouteBody<typeof withdrawRoute> }, token),
  };
}

/** A filled '내 정보' body (the phone as typed, with hyphens); override any field. */
export function accountBody(overrides: Partial<AccountUpdateInput> = {}): AccountUpdateInput {
  return { realName: '김하늘', phoneNumber: '010-9876-5432', postCode: '06236', address: '서울 강남구 테헤란로 152', detailAddress: '12층', ...overrides };
}
