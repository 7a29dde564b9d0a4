import type { Role, SignupProvider } from '../auth/types';

/**
 * Answer shapes of the administrator's routes (spec §3 "Member", "Member list response", "Member
 * statistics"; ARCHITECTURE §4.12–4.13). Times are ISO-8601 strings in UTC.
 */

/** A half-open time window [start, end). */
export interface TimeWindow {
  start: Date;
  end: Date;
}

/**
 * `GET /api/admin/member/getStatsByDateRange` (spec §7, ARCHITECTURE §4.13): sign-ups in the window,
 * split by how the member signed up; socialUserCount = kakao + google.
 */
export interface SignupStats {
  totalCount: number;
  kakaoUserCount: number;
  googleUserCount: number;
  socialUserCount: number;
  regularUserCount: number;
}

/** One statistics day of `GET /api/admin/member/getDailySignups`: its start (ISO, 11:00 KST) and counts. */
export interface DailySignupCount {
  /** The Seoul date of the day's 11:00 start, 'YYYY-MM-DD'. */
  date: string;
  regularCount: number;
  socialCount: number;
}

/** `GET /api/admin/member/getDailySignups?startDate&endDate`: one entry per statistics day, oldest first. */
export interface DailySignups {
  days: DailySignupCount[];
}

/** One row of the member list (spec §3 "Member"; never a password hash or provider user id). */
export interface AdminMemberSummary {
  id: number;
  username: string;
  email: string;
  displayName: string;
  realName: string | null;
  phoneNumber: string | null;
  role: Role;
  /** How the member signed up ('regular', 'kakao', 'google'); the provider's user id is never sent. */
  provider: SignupProvider;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** `GET /api/admin/fetchMemberDetails/{id}`: every member field of spec §3. */
export interface AdminMemberDetails extends AdminMemberSummary {
  postCode: string | null;
  address: string | null;
  detailAddress: string | null;
  /** ISO-8601 UTC. */
  updatedAt: string;
  /** True once the member proved the address (ARCHITECTURE §4.23). */
  emailVerified: boolean;
}

/** The member list calls' answer (ARCHITECTURE §4.12): one page of members, newest first, and the paging. */
export interface AdminMemberPage {
  _embedded: { members: AdminMemberSummary[] };
  page: { size: number; number: number; totalElements: number; totalPages: number };
}
