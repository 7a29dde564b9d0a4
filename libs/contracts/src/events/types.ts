import type { FundOwner, FundPublic } from '../pledges/types';
import type { QuizPublic } from '../quizzes/types';
import type { WishPublic } from '../wishes/types';
import type { NewsCoverImage } from './cover';
import type { NewsBirth } from './birth';

/** Answer shapes of news pages and their followers (spec §3, §7; ARCHITECTURE §4.4–4.6). Times are ISO-8601 strings in UTC. */

export interface EventSummary {
  code: string;
  title: string;
  description: string;
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

/** Answer of `DELETE /api/event/birth/{code}`: the page announces no birth any more (ARCHITECTURE "Birth announcement"). */
export interface EventBirthDeletedResponse {
  code: string;
  birth: null;
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
  /**
   * Set on the owner's read only (the creator's or the co-parent's token, ARCHITECTURE "Two parents"): the owner
   * pages decide by it, never by comparing `username`, which names the creator alone.
   */
  isOwner?: true;
  /** The 축의금 fund (ARCHITECTURE §4.22): totals only; the owner's read carries `FundOwner`. Null when never opened. */
  fund?: FundPublic | FundOwner | null;
  /** The cover photo (ARCHITECTURE "Cover photo and link card"); every read carries it (null: none). */
  coverImage?: NewsCoverImage | null;
  /** The parent's birth announcement (ARCHITECTURE "Birth announcement"); every read carries it (null: none yet). */
  birth?: NewsBirth | null;
}
