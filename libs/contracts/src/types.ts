import type { LinkType, OrderStatus } from './schemas';

/** Response shapes of the API (spec §3, §7; DESIGN §4). Times are ISO-8601 strings in UTC. */

export type Role = 'ROLE_ADMIN' | 'ROLE_USER';
export type SignupProvider = 'regular' | 'kakao' | 'google';

/** JSON error body of every failed call (DESIGN §4). */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
}

/** `{accessToken}` from loginProc, joinProc and the social calls. */
export interface TokenResponse {
  accessToken: string;
}

/** Claims of the HS256 login token (DESIGN §4.3). `sub` is the member id; exp/iat in seconds. */
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
  /** News pages this member follows (DESIGN §4.6). */
  following: Array<EventSummary & { displayName: string }>;
}

export interface WishPublic {
  id: number;
  title: string;
  description: string;
  link: string;
  linkType: LinkType;
  price: number | null;
  imageUrl: string | null;
  autoExtractedTitle: string | null;
  isReserved: boolean;
}

/** Owner's view of a wish: the public fields plus the reservation's status. */
export interface WishOwner extends WishPublic {
  imagePath: string | null;
  orderStatus: OrderStatus | null;
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

export interface Follower {
  username: string;
  displayName: string;
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
}

/**
 * `POST /api/s3/getPreSignedUrl` (DESIGN §4.11, §4.18): PUT the file to `url` with header
 * `Content-Type: contentType`, then store `path` (the final key) as `imagePath`.
 */
export interface PresignResponse {
  url: string;
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
