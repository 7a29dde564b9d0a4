import type { SignupProvider } from '../auth/types';
import type { NewsPlanFields } from '../events/plan';
import type { EventSummary } from '../events/types';
import type { NewsBirthFields } from '../events/birth';

/** Answer shapes of the member's own pages: my page, '내 정보' and withdrawal (spec §7; ARCHITECTURE §4.21). */

/** `GET /api/member/getMyPageData`. */
export interface MyPageData {
  username: string;
  displayName: string;
  /** The member's news with its plan (due date, surprise mode, reveal day; ARCHITECTURE §4.20) and birth announcement, or null. */
  event: (EventSummary & NewsPlanFields & NewsBirthFields) | null;
  /** Invite link: PUBLIC_BASE_URL + /event/{code}; null without news. */
  inviteUrl: string | null;
  /** News pages this member follows (ARCHITECTURE §4.6). */
  following: Array<EventSummary & { displayName: string }>;
}

/** `GET /api/member/getAccountInfo` and the answer of the update: the signed-in member's own fields. */
export interface AccountInfo {
  username: string;
  email: string;
  displayName: string;
  realName: string | null;
  phoneNumber: string | null;
  postCode: string | null;
  address: string | null;
  detailAddress: string | null;
  /** How the member signs in ('regular' = username and password, or the social provider). */
  provider: SignupProvider;
  /** True when the member has a password: the withdrawal asks for it; otherwise a fresh sign-in (ARCHITECTURE §4.21). */
  hasPassword: boolean;
  /** True once the member proved the address (a verification or password-reset link, ARCHITECTURE §4.23). */
  emailVerified: boolean;
}

/** `DELETE /api/member/withdraw` → 200: the member and everything that belonged to them are gone. */
export interface WithdrawResponse {
  withdrawn: true;
}
