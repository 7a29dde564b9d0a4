import { adminDailySignupsRoute, adminSignupStatsRoute, EMPTY_SIGNUP_STATS, type DailySignups, type SignupStats, type TimeWindow } from '@babynews/contracts';
import { callApi } from '@babynews/session';

const rangeQuery = (window: TimeWindow) => ({ startDate: window.start.toISOString(), endDate: window.end.toISOString() });

/**
 * `GET /api/admin/member/getStatsByDateRange` for `window` (spec §7). Never rejects except on abort:
 * a failed call answers zeros (spec §7 "zeros on failure", §8).
 */
export async function fetchSignupStats(window: TimeWindow, signal?: AbortSignal): Promise<SignupStats> {
  try {
    return { ...EMPTY_SIGNUP_STATS, ...(await callApi(adminSignupStatsRoute, { query: rangeQuery(window) }, { signal })) };
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return EMPTY_SIGNUP_STATS;
  }
}

/** `GET /api/admin/member/getDailySignups` for `window`: sign-ups per 11:00-to-11:00 day. @throws ApiRequestError */
export function fetchDailySignups(window: TimeWindow, signal?: AbortSignal): Promise<DailySignups> {
  return callApi(adminDailySignupsRoute, { query: rangeQuery(window) }, { signal });
}
