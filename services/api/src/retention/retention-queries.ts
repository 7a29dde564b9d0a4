/**
 * SQL of the retention of relatives' data (ARCHITECTURE §4.24). Portable: backticks, `?` placeholders.
 * The due rows are found by the rule of `retentionEndsAt` written as three cut-offs (values, in order):
 * the row's id to start after, then `created_at` ≤ now − RETENTION_DAYS (no due date), `due_date` ≤ the
 * Seoul day of now − RETENTION_DAYS (the due date came first), `created_at` ≤ now − (RETENTION_DAYS + the
 * creation cap) (the cap came first).
 */

/** Rows read per query of a round. */
export const RETENTION_BATCH = 200;

/** The due-date condition over a row's `created_at` column `created` and its page `e`. */
const DUE = (created: string) => `((e.due_date IS NULL AND ${created} <= ?) OR (e.due_date IS NOT NULL AND (e.due_date <= ? OR ${created} <= ?)))`;

/** A due row: its id, creation, page and the page's due date. */
export interface DueRow {
  id: number | string;
  created_at: Date | string;
  due_date: string | null;
}

export const DUE_RESERVATIONS = `SELECT r.id, r.created_at, e.due_date FROM \`reservation\` r
  JOIN \`wish\` w ON w.id = r.wish_id JOIN \`event\` e ON e.id = w.event_id
  WHERE r.anonymized_at IS NULL AND r.id > ? AND ${DUE('r.created_at')} ORDER BY r.id LIMIT ${RETENTION_BATCH}`;

export const DUE_PLEDGES = `SELECT p.id, p.created_at, e.due_date FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id
  WHERE p.anonymized_at IS NULL AND p.id > ? AND ${DUE('p.created_at')} ORDER BY p.id LIMIT ${RETENTION_BATCH}`;

export const DUE_QUIZ_SUBMISSIONS = `SELECT s.id, s.created_at, e.due_date FROM \`quiz_submission\` s
  JOIN \`quiz\` q ON q.id = s.quiz_id JOIN \`event\` e ON e.id = q.event_id
  WHERE s.anonymized_at IS NULL AND s.id > ? AND ${DUE('s.created_at')} ORDER BY s.id LIMIT ${RETENTION_BATCH}`;

/**
 * Guestbook entries (ARCHITECTURE "Guestbook") after id `?` that may be due: an entry is a name and a message
 * and nothing else, so a due one is deleted, not anonymised (no `anonymized_at`).
 */
export const DUE_GUESTBOOK_ENTRIES = `SELECT g.id, g.created_at, e.due_date FROM \`guestbook_entry\` g JOIN \`event\` e ON e.id = g.event_id
  WHERE g.id > ? AND ${DUE('g.created_at')} ORDER BY g.id LIMIT ${RETENTION_BATCH}`;

/** Deletes the due guestbook entry `?` (an entry deleted meanwhile counts 0). */
export const DELETE_GUESTBOOK_ENTRY = 'DELETE FROM `guestbook_entry` WHERE id = ?';

/** Cancelled copies not yet anonymised, after id `?`, cancelled at or before `?`. */
export const DUE_CANCELLATIONS = `SELECT c.id, c.cancelled_at FROM \`reservation_cancellation\` c
  WHERE c.anonymized_at IS NULL AND c.id > ? AND c.cancelled_at <= ? ORDER BY c.id LIMIT ${RETENTION_BATCH}`;

/**
 * The place (1, 2, …) of row `?` among its page's rows of the same table, by id (both values: the row's
 * id): the N of '선물한 분 N'. A SELECT of its own, as MySQL refuses a subquery on the table an UPDATE writes.
 */
export const RANK_RESERVATION = `SELECT COUNT(*) AS n FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id
  WHERE w.event_id = (SELECT w2.event_id FROM \`reservation\` r2 JOIN \`wish\` w2 ON w2.id = r2.wish_id WHERE r2.id = ?) AND r.id <= ?`;
export const RANK_PLEDGE = `SELECT COUNT(*) AS n FROM \`pledge\` p
  WHERE p.event_id = (SELECT p2.event_id FROM \`pledge\` p2 WHERE p2.id = ?) AND p.id <= ?`;
export const RANK_QUIZ_SUBMISSION = `SELECT COUNT(*) AS n FROM \`quiz_submission\` s JOIN \`quiz\` q ON q.id = s.quiz_id
  WHERE q.event_id = (SELECT q2.event_id FROM \`quiz_submission\` s2 JOIN \`quiz\` q2 ON q2.id = s2.quiz_id WHERE s2.id = ?) AND s.id <= ?`;
export const RANK_CANCELLATION = `SELECT COUNT(*) AS n FROM \`reservation_cancellation\` c JOIN \`wish\` w ON w.id = c.wish_id
  WHERE w.event_id = (SELECT w2.event_id FROM \`reservation_cancellation\` c2 JOIN \`wish\` w2 ON w2.id = c2.wish_id WHERE c2.id = ?) AND c.id <= ?`;

/**
 * Replaces the personal data of one row (values: name, anonymized_at, id); conditional on
 * `anonymized_at IS NULL`, so a row is anonymised once whoever gets there first. Counts, quantities,
 * amounts and statuses stay.
 */
export const ANONYMIZE_RESERVATION =
  "UPDATE `reservation` SET reserved_name = ?, reserved_email = '', receipt_email = NULL, anonymized_at = ? WHERE id = ? AND anonymized_at IS NULL";
export const ANONYMIZE_PLEDGE =
  "UPDATE `pledge` SET name = ?, contact = '', receipt_email = NULL, message = '', anonymized_at = ? WHERE id = ? AND anonymized_at IS NULL";
/**
 * The visitor's answers on the page of quiz answer `?` (not yet anonymised, oldest first): a visitor is
 * their normalised contact, which the quiz ranking groups by, so their answers are anonymised together
 * under one placeholder.
 */
export const SAME_VISITOR_ANSWERS = `SELECT s.id FROM \`quiz_submission\` s JOIN \`quiz\` q ON q.id = s.quiz_id
  JOIN \`quiz_submission\` s0 ON s0.id = ? AND s0.normalized_contact = s.normalized_contact JOIN \`quiz\` q0 ON q0.id = s0.quiz_id
  WHERE q.event_id = q0.event_id AND s.anonymized_at IS NULL AND s0.anonymized_at IS NULL ORDER BY s.id`;

/**
 * Values: name, the placeholder contact (`anonymized:{id of the visitor's first answer}`: unique per quiz
 * as the contact was, and the same for one visitor's answers), anonymized_at, id.
 */
export const ANONYMIZE_QUIZ_SUBMISSION =
  "UPDATE `quiz_submission` SET name = ?, contact_info = '', normalized_contact = ?, anonymized_at = ? WHERE id = ? AND anonymized_at IS NULL";
export const ANONYMIZE_CANCELLATION =
  "UPDATE `reservation_cancellation` SET reserved_name = ?, reserved_email = '', anonymized_at = ? WHERE id = ? AND anonymized_at IS NULL";

/**
 * The relative's name on the owner's pending notification events of page `?` (name `?`): gone with the
 * erase. Matched by name, as the events do not point at rows; they go after a week anyway.
 */
export const FORGET_NOTIFIED_NAME = 'UPDATE `notification_event` SET relative_name = NULL WHERE event_id = ? AND relative_name = ?';

/**
 * The receipt mailed to the relative (idempotency key `?`) loses its address and data once it is no longer
 * pending (a pending one is left to the worker, which sends it and purges it after 30 days).
 */
export const FORGET_RECEIPT = "UPDATE `mail_outbox` SET recipient = '', data = '{}' WHERE idempotency_key = ? AND status IN ('sent', 'failed', 'suppressed')";
