import type {
  AccountInfo,
  AccountUpdateInput,
  AssetGroup,
  AssetGroupEditInput,
  PopupModal,
  PopupUpdateInput,
  WithdrawRequest,
  WithdrawResponse,
} from '@babynews/contracts';
import { MEMBER_PASSWORD } from './bodies';
import type { ApiClient, Reply } from './client';

/**
 * Site content (asset groups, home popup; spec §7, ARCHITECTURE §4.16) and account (내 정보, withdrawal;
 * ARCHITECTURE §4.21) routes and calls, kept beside the shared client: `siteApi(api)` and
 * `accountApi(api)` over any `ApiClient` (inject transport in API tests, HTTP in e2e).
 */
const p = (value: string | number) => encodeURIComponent(String(value));

/** Every site and account path, written once (all under `/api`). */
export const SITE_ROUTES = {
  assetGroup: (code: string) => `/api/pages/getAssetGroupByCode/${p(code)}`,
  editAssetGroup: (code: string) => `/api/admin/editAssetGroup/${p(code)}`,
  popup: () => '/api/pages/getPopupImageAndTitle',
  updatePopup: () => '/api/admin/updatePopupModal',
  accountInfo: () => '/api/member/getAccountInfo',
  updateAccount: () => '/api/member/updateAccountInfo',
  withdraw: () => '/api/member/withdraw',
} as const;

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
    assetGroup: (code) => client.raw('GET', SITE_ROUTES.assetGroup(code)),
    editAssetGroup: (token, code, body) => client.raw('PUT', SITE_ROUTES.editAssetGroup(code), { token, body }),
    popup: () => client.raw('GET', SITE_ROUTES.popup()),
    updatePopup: (token, body) => client.raw('PUT', SITE_ROUTES.updatePopup(), { token, body }),
  };
}

/** The account calls of the signed-in member. */
export interface AccountApi {
  /** `GET /api/member/getAccountInfo` → 200 the member's own fields. */
  info(token: Token): Promise<Reply<AccountInfo>>;
  /** `PUT /api/member/updateAccountInfo` → 200 the fields as stored. */
  update(token: Token, body: AccountUpdateInput | Record<string, unknown>): Promise<Reply<AccountInfo>>;
  /**
   * `DELETE /api/member/withdraw` `{password}` → 200 `{withdrawn: true}`. `body` defaults to the generated
   * members' password (MEMBER_PASSWORD); a social member sends `{}`.
   */
  withdraw(token: Token, body?: WithdrawRequest | Record<string, unknown>): Promise<Reply<WithdrawResponse>>;
}

/** The account calls over `client`. */
export function accountApi(client: ApiClient): AccountApi {
  return {
    info: (token) => client.raw('GET', SITE_ROUTES.accountInfo(), { token }),
    update: (token, body) => client.raw('PUT', SITE_ROUTES.updateAccount(), { token, body }),
    withdraw: (token, body = { password: MEMBER_PASSWORD }) => client.raw('DELETE', SITE_ROUTES.withdraw(), { token, body }),
  };
}

/** A filled '내 정보' body (the phone as typed, with hyphens); override any field. */
export function accountBody(overrides: Partial<AccountUpdateInput> = {}): AccountUpdateInput {
  return { realName: '김하늘', phoneNumber: '010-9876-5432', postCode: '06236', address: '서울 강남구 테헤란로 152', detailAddress: '12층', ...overrides };
}
