import type { ErrorCode } from './errors';
import type { LinkType, OrderStatus } from './schemas';
import type { FundOwner, FundPublic, GiftReserveResponse, WishGiftFields } from './gifts';

/** Response shapes of the API (spec §3, §7; ARCHITECTURE §4). Times are ISO-8601 strings in UTC. */

export type Role = 'ROLE_ADMIN' | 'ROLE_USER';
export type SignupProvider = 'regular' | 'kakao' | 'google';

/** JSON error body of every failed call (ARCHITECTURE §4). */
export interface ApiError {
  statusCode: number;
  /** Upper-snake code from ERROR_CODES (ARCHITECTURE §4.19); clients branch on it. */
  code: ErrorCode;
  message: string;
  error: string;
}

/** `{accessToken}` from loginProc, joinProc and the social calls. */
export interface TokenResponse {
  accessToken: string;
}

/** The two social login providers (spec §1: first and second of the login screen). */
export type SocialProvider = 'kakao' | 'google';

/**
 * 202 answer of `GET /api/kakao/handleLogin/{code}` / `GET /api/google/handleLogin/{code}` for a
 * provider account without a member: `kakaoId` / `googleId` is a signed, single-use sign-up ticket
 * valid 10 minutes (ARCHITECTURE §4.17), not the provider's raw user id.
 */
export type KakaoSignupTicket = { kakaoId: string };
export type GoogleSignupTicket = { googleId: string };
/** Any answer of a social handleLogin call: 200 `{accessToken}` or 202 with a ticket. */
export type SocialLoginResponse = TokenResponse | KakaoSignupTicket | GoogleSignupTicket;

/** Claims of the HS256 login token (ARCHITECTURE §4.3). `sub` is the member id; exp/iat in seconds. */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
  displayName: string;
  iat?: number;
  exp?: number;
}

export interface EventSummary {
  code: string;
  title: string;
  description: string;
}

/** `GET /api/member/getMyPageData`. */
export interface MyPageData {
  username: string;
  displayName: string;
  event: EventSummary | null;
  /** Invite link: PUBLIC_BASE_URL + /event/{code}; null without news. */
  inviteUrl: string | null;
  /** News pages this member follows (ARCHITECTURE §4.6). */
  following: Array<EventSummary & { displayName: string }>;
}

/** A wish as everyone reads it; the gift fields (quantity, group gift) are ARCHITECTURE §4.22. */
export interface WishPublic extends WishGiftFields {
  id: number;
  title: string;
  description: string;
  link: string;
  linkType: LinkType;
  price: number | null;
  imageUrl: string | null;
  autoExtractedTitle: string | null;
  /** Fully reserved (all `quantity` units; a group gift: fully funded). */
  isReserved: boolean;
}

/** Owner's view of a wish: the public fields plus the reservation's status. */
export interface WishOwner extends WishPublic {
  imagePath: string | null;
  orderStatus: OrderStatus | null;
  /** Reservations of this wish that were cancelled (unreserved or set CANCELLED) (ARCHITECTURE §4.7). */
  cancelledReservationCount: number;
  /** The wish's PIN calls are locked now (after wrong PINs; ARCHITECTURE §4.7). */
  pinLocked: boolean;
}

export interface QuizOptionPublic {
  id: number;
  text: string;
}

export interface QuizPublic {
  id: number;
  question: string;
  options: QuizOptionPublic[];
}

/** An option as its owner sees it: with the correct flag (never in the public read). */
export interface QuizOptionOwner extends QuizOptionPublic {
  correct: boolean;
}

/** `POST /api/quiz/create/{eventCode}` → 201: the new quiz with its options (owner's view). */
export interface QuizOwner {
  id: number;
  question: string;
  options: QuizOptionOwner[];
  createdAt: string;
}

/** `POST /api/quiz/submit/{quizId}` → 201. Whether the answer was right is not revealed. */
export interface QuizSubmitResponse {
  quizId: number;
  submitted: true;
}

/** One visitor's answer as the owner sees it (ARCHITECTURE §4.9). */
export interface QuizSubmissionView {
  id: number;
  name: string;
  /** As the visitor typed it (trimmed). */
  contactInfo: string;
  selectedOptionId: number;
  selectedOptionText: string;
  correct: boolean;
  createdAt: string;
}

/** One visitor in the score ranking: submissions grouped by normalised contact. */
export interface QuizRankingEntry {
  /** 1-based; equal scores share a rank (1, 1, 3). */
  rank: number;
  /** Name and contact of the visitor's latest submission. */
  name: string;
  contactInfo: string;
  /** Number of correct answers. */
  score: number;
  /** Number of quizzes answered. */
  answered: number;
  /** Time of the visitor's latest submission. */
  lastSubmittedAt: string;
}

/**
 * `GET /api/quiz/manage/{eventCode}?page=0` (owner only): every quiz (at most
 * LIMITS.quizzesPerEventMax) with one page of its submissions, and one page of the ranking.
 * `page` is 0-based; each list holds at most `pageSize` (LIMITS.quizSubmissionsPageSize) entries:
 * a quiz's `submissions` are its submissions `page * pageSize …` (oldest first), `ranking` is the
 * ranking's entries `page * pageSize …`. `totalPages` (≥ 1) covers the longest of these lists.
 */
export interface QuizManageData {
  eventCode: string;
  eventTitle: string;
  page: number;
  pageSize: number;
  totalPages: number;
  quizzes: Array<QuizOwner & { submissions: QuizSubmissionView[]; submissionCount: number }>;
  /** Best score first; ties ordered by who finished first. */
  ranking: QuizRankingEntry[];
  /** Number of visitors in the whole ranking. */
  rankingCount: number;
}

export interface Follower {
  username: string;
  displayName: string;
}

/** Answer of `POST` / `DELETE /api/event/follow/{code}` (ARCHITECTURE §4.6). */
export interface FollowState {
  code: string;
  isFollowing: boolean;
}

/** Answer of `DELETE /api/event/delete/{code}`. */
export interface EventDeletedResponse {
  code: string;
  deleted: true;
}

/** Answer of `DELETE /api/event/follower/{code}/{username}`: the followers left. */
export interface FollowerRemovedResponse {
  code: string;
  username: string;
  followers: Follower[];
}

/**
 * `GET /api/event/fetchInfoByCode/{code}`. The public read never carries the address, reserver data
 * or correct answers; the owner's read adds `postCode`, `address`, `detailAddress` and `followers`.
 */
export interface EventInfo {
  code: string;
  title: string;
  description: string;
  displayName: string;
  username: string;
  wishList: WishPublic[];
  quizList: QuizPublic[];
  postCode?: string;
  address?: string;
  detailAddress?: string;
  followers?: Follower[];
  /** Set for a signed-in caller: whether they follow this news. */
  isFollowing?: boolean;
  /** The 축의금 fund (ARCHITECTURE §4.22): totals only; the owner's read carries `FundOwner`. Null when never opened. */
  fund?: FundPublic | FundOwner | null;
}

export interface ReservationViewData {
  eventOwnerDisplayName: string;
  wishTitle: string;
  wishDescription: string;
  wishImageUrl: string | null;
  wishLink: string;
  postCode: string;
  address: string;
  detailAddress: string;
  eventCode: string;
  orderStatus: OrderStatus;
  /** This reservation (ARCHITECTURE §4.22). */
  reservationId: string;
  /** Units of this reservation. */
  quantity: number;
}

/** `POST /api/wish/reserve/{wishId}` → 201 and `POST /api/wish/unreserve/{wishId}` → 200 (ARCHITECTURE §4.7, §4.22). */
export type ReserveResponse = GiftReserveResponse;

/**
 * `GET /api/event/fetchWishReserverName/{id}?eventCode=`: the name the password gate is titled with,
 * masked by `maskName` (김*수); the full name needs the PIN or the owner (ARCHITECTURE §4.7).
 */
export interface ReserverNameResponse {
  reservedName: string;
}

/** A reservation that was cancelled (by the reserver's unreserve or status CANCELLED), kept for the owner. */
export interface CancelledReservation {
  reservedName: string;
  /** Phone number or e-mail as the reserver typed it (trimmed). */
  reservedEmail: string;
  /** ISO-8601 UTC. */
  reservedAt: string;
  /** ISO-8601 UTC. */
  cancelledAt: string;
}

/** State of a wish's PIN lock as its owner sees it (ARCHITECTURE §4.7). */
export interface PinLockState {
  /** PIN calls are refused now (either lock). */
  locked: boolean;
  /** 20 wrong PINs in 24 hours: locked until the owner unlocks. */
  lockedUntilUnlocked: boolean;
  /** End of the 15-minute lock (ISO-8601 UTC), null when not in it or locked until unlocked. */
  lockedUntil: string | null;
  /** Wrong PINs for this wish in the last 24 hours (since the last unlock). */
  failedAttempts24h: number;
}

/**
 * `GET /api/wish/reservation/{wishId}` (event owner only, 200 even when nothing is reserved now):
 * the live reservation (all null when free), the cancelled ones newest first, and the PIN lock.
 */
export interface OwnerReservationView {
  wishTitle: string;
  wishLink: string;
  reservedName: string | null;
  /** Phone number or e-mail as the reserver typed it (trimmed). */
  reservedEmail: string | null;
  /** ISO-8601 UTC. */
  reservedAt: string | null;
  orderStatus: OrderStatus | null;
  cancelledReservations: CancelledReservation[];
  pinLock: PinLockState;
  /** Units wanted and reserved (ARCHITECTURE §4.22). */
  quantity: number;
  reservedQuantity: number;
  /** Every live reservation, oldest first; the top-level reservation fields describe the first of them. */
  reservations: OwnerReservationRow[];
}

/** One live reservation of a wish as its owner sees it (ARCHITECTURE §4.22); name/contact null while surprise mode hides them. */
export interface OwnerReservationRow {
  reservationId: string;
  reservedName: string | null;
  reservedEmail: string | null;
  /** ISO-8601 UTC. */
  reservedAt: string;
  quantity: number;
  orderStatus: OrderStatus;
  thanked: boolean;
}

/** `POST /api/wish/reservation/{wishId}/unlock` (owner only) → 200: the wish's PIN lock is cleared. */
export interface PinUnlockResponse {
  wishId: number;
  unlocked: true;
}

/** Answer of the order-status calls (ARCHITECTURE §4.8). */
export interface OrderStatusResponse {
  wishId: number;
  orderStatus: OrderStatus;
}

/**
 * Answer of `POST /api/s3/getPreSignedUrl` (ARCHITECTURE §4.11): POST a `multipart/form-data` form to
 * `url` with every entry of `fields` (in order) and then the file as `file`; keep `path`.
 */
export interface PresignResponse {
  url: string;
  /** Form fields of the signed POST (S3: key, Content-Type, policy and signature; local: key, Content-Type, token). */
  fields: Record<string, string>;
  contentType: string;
  path: string;
}

/** Runtime configuration the shell fetches at start (`/runtime-config.json`). */
export interface RuntimeConfig {
  /** Manifest URL of each remote, e.g. `/remotes/guest/mf-manifest.json`. */
  remotes: Record<'guest' | 'host' | 'admin', string>;
  publicBaseUrl: string;
  kakao: { authUrl: string; clientId: string; redirectUri: string; enabled: boolean };
  google: { authUrl: string; clientId: string; redirectUri: string; enabled: boolean };
}
