import { MSG, type AdminMemberDetails, type AdminMemberPage } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

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
  const params = new URLSearchParams();
  if (query.startDate && query.endDate) {
    params.set('startDate', query.startDate);
    params.set('endDate', query.endDate);
  }
  if (query.name) params.set('name', query.name);
  if (query.phoneNumber) params.set('phoneNumber', query.phoneNumber);
  const search = params.toString();
  if (!search) return apiRequest<AdminMemberPage>(`/admin/fetchMemberList/${page}/15`, options);
  return apiRequest<AdminMemberPage>(`/admin/fetchMemberListByDateRange/${page}/15?${search}`, options);
}

/** `GET /api/admin/fetchMemberDetails/{id}` (spec §7). @throws ApiRequestError (MEMBER_NOT_FOUND, fallback MSG.admin.memberDetailFailed) */
export function fetchMemberDetails(id: string, signal?: AbortSignal): Promise<AdminMemberDetails> {
  return apiRequest<AdminMemberDetails>(`/admin/fetchMemberDetails/${encodeURIComponent(id)}`, { signal, fallbackMessage: MSG.admin.memberDetailFailed });
}
