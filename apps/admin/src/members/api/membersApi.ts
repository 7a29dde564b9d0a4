import { adminMemberDetailsRoute, adminMemberListRoute, adminMemberSearchRoute, MSG, type AdminMemberDetails, type AdminMemberPage } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * What the member list asks for (spec §2): nothing (all members), a date range, a name and/or phone
 * number, or both a range and a name/phone.
 */
export interface MemberQuery {
  /** 'YYYY-MM-DD' (Asia/Seoul), both or neither. */
  startDate?: string;
  endDate?: string;
  name?: string;
  phoneNumber?: string;
}

/**
 * One page (0-based) of 15 members: `GET /api/admin/fetchMemberList/{page}/15` without filters, else
 * `GET /api/admin/fetchMemberListByDateRange/{page}/15?[startDate&endDate][&name][&phoneNumber]` (spec §7;
 * the dates are left out when only the detail filter is on, ARCHITECTURE §4.12).
 * @throws ApiRequestError (fallback MSG.admin.memberListFailed)
 */
export function fetchMembers(page: number, query: MemberQuery, signal?: AbortSignal): Promise<AdminMemberPage> {
  const options = { signal, fallbackMessage: MSG.admin.memberListFailed };
  const dated = Boolean(query.startDate && query.endDate);
  if (!dated && !query.name && !query.phoneNumber) return callApi(adminMemberListRoute, { params: { page } }, options);
  // Empty values are left out of the query string (routeUrl); one date alone is never sent.
  const search = {
    startDate: dated ? query.startDate : undefined,
    endDate: dated ? query.endDate : undefined,
    name: query.name,
    phoneNumber: query.phoneNumber,
  };
  return callApi(adminMemberSearchRoute, { params: { page }, query: search }, options);
}

/** `GET /api/admin/fetchMemberDetails/{id}` (spec §7). @throws ApiRequestError (MEMBER_NOT_FOUND, fallback MSG.admin.memberDetailFailed) */
export function fetchMemberDetails(id: string, signal?: AbortSignal): Promise<AdminMemberDetails> {
  return callApi(adminMemberDetailsRoute, { params: { id } }, { signal, fallbackMessage: MSG.admin.memberDetailFailed });
}
