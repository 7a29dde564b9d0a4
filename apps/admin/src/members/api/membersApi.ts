import { MSG, type AdminMemberDetails, type AdminMemberPage } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** What the member list asks for: nothing (all members) or a date range with optional name/phone (spec §2). */
export interface MemberQuery {
  /** 'YYYY-MM-DD' (Asia/Seoul), both or neither. */
  startDate?: string;
  endDate?: string;
  name?: string;
  phoneNumber?: string;
}

/**
 * One page (0-based) of 15 members: `GET /api/admin/fetchMemberList/{page}/15`, or with a date range
 * `GET /api/admin/fetchMemberListByDateRange/{page}/15?startDate&endDate[&name][&phoneNumber]` (spec §7).
 * @throws ApiRequestError (fallback MSG.admin.memberListFailed)
 */
export function fetchMembers(page: number, query: MemberQuery, signal?: AbortSignal): Promise<AdminMemberPage> {
  const options = { signal, fallbackMessage: MSG.admin.memberListFailed };
  if (!query.startDate || !query.endDate) return apiRequest<AdminMemberPage>(`/admin/fetchMemberList/${page}/15`, options);
  const params = new URLSearchParams({ startDate: query.startDate, endDate: query.endDate });
  if (query.name) params.set('name', query.name);
  if (query.phoneNumber) params.set('phoneNumber', query.phoneNumber);
  return apiRequest<AdminMemberPage>(`/admin/fetchMemberListByDateRange/${page}/15?${params.toString()}`, options);
}

/** `GET /api/admin/fetchMemberDetails/{id}` (spec §7). @throws ApiRequestError (MEMBER_NOT_FOUND, fallback MSG.admin.memberDetailFailed) */
export function fetchMemberDetails(id: string, signal?: AbortSignal): Promise<AdminMemberDetails> {
  return apiRequest<AdminMemberDetails>(`/admin/fetchMemberDetails/${encodeURIComponent(id)}`, { signal, fallbackMessage: MSG.admin.memberDetailFailed });
}
