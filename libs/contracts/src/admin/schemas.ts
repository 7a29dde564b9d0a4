import { z } from 'zod';
import { MSG } from '../common/messages';
import { normalizeContact } from '../quizzes/rules';
import { ADMIN_LIMITS, ADMIN_MSG } from './admin-messages';
import { parseRangeEnd } from './rules';

/**
 * Query schemas of the administrator's statistics and member list (spec §2, §7; ARCHITECTURE §4.12–4.13).
 */

const optionalQueryText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Query `startDate`, `endDate` (ARCHITECTURE §4.13: ISO date-times; 'YYYY-MM-DD' also accepted as a
 * Seoul day) → `{start, end}`, a half-open window. Checked in the form's order: both present
 * (MSG.admin.bothDatesRequired), each readable (ADMIN_MSG.dateInvalid), start before end (ADMIN_MSG.dateOrder).
 */
export const dateRangeQuerySchema = z.object({ startDate: optionalQueryText, endDate: optionalQueryText }).transform((query, ctx) => {
  if (!query.startDate || !query.endDate) {
    ctx.addIssue({ code: 'custom', message: MSG.admin.bothDatesRequired });
    return z.NEVER;
  }
  const start = parseRangeEnd(query.startDate, 'start');
  const end = parseRangeEnd(query.endDate, 'end');
  if (!start || !end) {
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.dateInvalid });
    return z.NEVER;
  }
  // A date-only end already reaches the next midnight, so an equal start is a reversed pair of dates.
  if (start.getTime() >= end.getTime()) {
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.dateOrder });
    return z.NEVER;
  }
  return { start, end };
});
export type DateRange = z.output<typeof dateRangeQuerySchema>;

/**
 * Query of `GET /api/admin/fetchMemberListByDateRange/{page}/15` (spec §2, §7; ARCHITECTURE §4.12):
 * optional `name` (prefix of the real name or nickname, ≤ 50) and `phoneNumber` (digits, compared as
 * `normalizeContact` stores them: '010-1234' → '0101234', prefix match), and the date range above —
 * required unless a name or phone number is given, so the detail filter alone searches every sign-up
 * date without a range (`range: null`). Dates given are checked as `dateRangeQuerySchema` does.
 * → `{range: {start, end} | null, name?, phoneNumber?}`.
 */
export const memberSearchQuerySchema = z
  .object({
    startDate: optionalQueryText,
    endDate: optionalQueryText,
    name: optionalQueryText.pipe(z.string().max(ADMIN_LIMITS.searchNameMax, ADMIN_MSG.nameTooLong).optional()),
    phoneNumber: optionalQueryText.pipe(
      z
        .string()
        .max(ADMIN_LIMITS.searchPhoneMax, ADMIN_MSG.phoneInvalid)
        .regex(/^[+\d\s().-]*\d[+\d\s().-]*$/, ADMIN_MSG.phoneInvalid)
        .transform((v) => normalizeContact(v))
        .optional(),
    ),
  })
  .transform((query, ctx) => {
    const detailOnly = !query.startDate && !query.endDate && Boolean(query.name || query.phoneNumber);
    if (detailOnly) return { range: null, name: query.name, phoneNumber: query.phoneNumber };
    const range = dateRangeQuerySchema.safeParse({ startDate: query.startDate, endDate: query.endDate });
    if (!range.success) {
      for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { range: range.data, name: query.name, phoneNumber: query.phoneNumber };
  });
export type MemberSearch = z.output<typeof memberSearchQuerySchema>;
