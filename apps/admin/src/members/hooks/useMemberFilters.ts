import { useEffect, useState } from 'react';
import { addMonths, LIMITS, MSG, seoulToday } from '@babynews/contracts';
import type { MemberQuery } from '../api/membersApi';

/** The form of the member list's filters (spec §2): an optional date filter and an optional detail filter. */
export interface MemberFilterForm {
  dateOn: boolean;
  startDate: string;
  endDate: string;
  detailOn: boolean;
  name: string;
  phoneNumber: string;
}

/** The default form at `now`: both filters off; the range is the last month up to today (spec §5), in Asia/Seoul. */
export function defaultFilterForm(now: Date): MemberFilterForm {
  const today = seoulToday(now);
  // One calendar month back; a day the earlier month lacks (31 → 30) falls to its last day.
  return { dateOn: false, startDate: addMonths(today, -1), endDate: today, detailOn: false, name: '', phoneNumber: '' };
}

/**
 * Checks the form in the order of spec §5 and turns it into the list's query.
 * @returns `{query}` or `{error}` with the spec's message: '시작일과 종료일을 모두 입력해주세요.' when the
 *   date filter is on without both dates; '이름 또는 전화번호 중 하나 이상 입력해주세요.' when the detail
 *   filter is on with neither. The detail filter alone sends no dates at all (every sign-up date: the
 *   server answers from the name or phone index without a date range, ARCHITECTURE §4.12).
 */
export function queryOf(form: MemberFilterForm): { query: MemberQuery } | { error: string } {
  if (form.dateOn && (!form.startDate || !form.endDate)) return { error: MSG.admin.bothDatesRequired };
  const name = form.name.trim();
  const phoneNumber = form.phoneNumber.trim();
  if (form.detailOn && !name && !phoneNumber) return { error: MSG.admin.nameOrPhoneRequired };
  const query: MemberQuery = {};
  if (form.dateOn) Object.assign(query, { startDate: form.startDate, endDate: form.endDate });
  if (form.detailOn) {
    if (name) query.name = name;
    if (phoneNumber) query.phoneNumber = phoneNumber;
  }
  return { query };
}

/** A message that clears itself after LIMITS.errorClearMs (spec §9: error messages clear after 3 s). */
export function useFleetingMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(''), LIMITS.errorClearMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
