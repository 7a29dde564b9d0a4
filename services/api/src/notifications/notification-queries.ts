/**
 * SQL of the notifications to page owners (ARCHITECTURE §4.23). Portable: backticks, `?` placeholders.
 */

/** Subject (wish title) and page of wish `?`. */
export const WISH_FACTS = 'SELECT w.title AS subject, w.event_id FROM `wish` w WHERE w.id = ?';

/** Subject (question) and page of quiz `?`. */
export const QUIZ_FACTS = 'SELECT q.question AS subject, q.event_id FROM `quiz` q WHERE q.id = ?';

/**
 * The page `?` with its surprise fields, once per owner (the creator and the confirmed co-parent, ARCHITECTURE
 * "Two parents"): the owner's id, display name, address when verified, and their mode (null = default).
 */
export const OWNERS_FACTS = `SELECT e.id AS event_id, m.id AS member_id, e.title AS page_title, e.code, e.surprise_mode, e.due_date, e.reveal_at,
    m.display_name, CASE WHEN m.email_verified_at IS NOT NULL THEN m.email ELSE NULL END AS verified_email, s.mode
  FROM \`event\` e JOIN \`member\` m ON m.id = e.owner_id OR m.id = e.coparent_id LEFT JOIN \`notification_setting\` s ON s.member_id = m.id
  WHERE e.id = ?`;

/** One event row: member, page, kind, subject, relative's name, created_at, mail_key (null: a digest is due). */
export const INSERT_EVENT = `INSERT INTO \`notification_event\` (member_id, event_id, kind, subject, relative_name, created_at, mail_key)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** Members with events in [?, ?) not yet mailed, a verified address and the DAILY mode (chosen or default). */
export const DIGEST_DUE = `SELECT DISTINCT n.member_id FROM \`notification_event\` n
  JOIN \`member\` m ON m.id = n.member_id LEFT JOIN \`notification_setting\` s ON s.member_id = n.member_id
  WHERE n.mail_key IS NULL AND n.created_at >= ? AND n.created_at < ? AND m.email_verified_at IS NOT NULL AND (s.mode IS NULL OR s.mode = 'DAILY')`;

/**
 * Claims member `?`'s unmailed events in [?, ?) for the digest whose key is the first `?`: the
 * conditional UPDATE decides which instance sends it (affected rows 0 → another one did).
 */
export const CLAIM_DIGEST = 'UPDATE `notification_event` SET mail_key = ? WHERE member_id = ? AND mail_key IS NULL AND created_at >= ? AND created_at < ?';

/** The events one digest claimed (member `?`, key `?`), oldest first, with their pages. */
export const DIGEST_ROWS = `SELECT n.kind, n.subject, n.relative_name, n.created_at, e.id AS event_id, e.title AS page_title, e.code,
    e.surprise_mode, e.due_date, e.reveal_at
  FROM \`notification_event\` n JOIN \`event\` e ON e.id = n.event_id
  WHERE n.member_id = ? AND n.mail_key = ? ORDER BY n.created_at, n.id`;

/** The digest's recipient: member `?` when their address is verified. */
export const DIGEST_OWNER = 'SELECT display_name, email FROM `member` WHERE id = ? AND email_verified_at IS NOT NULL';

/**
 * Member `?`'s events of page `?`, when they stop being its owner (the co-parent removed, ARCHITECTURE "Two
 * parents"): the relatives' names in them are no longer theirs to read, in a digest or their data export.
 */
export const FORGET_PAGE_EVENTS = 'DELETE FROM `notification_event` WHERE member_id = ? AND event_id = ?';

/** Events older than `?` go (the relative's name is kept no longer than needed). */
export const DELETE_OLD_EVENTS = 'DELETE FROM `notification_event` WHERE created_at < ?';

/** A member's mode, null when never chosen; and whether their address is verified. */
export const SETTINGS_OF = `SELECT s.mode, m.email_verified_at FROM \`member\` m LEFT JOIN \`notification_setting\` s ON s.member_id = m.id WHERE m.id = ?`;
