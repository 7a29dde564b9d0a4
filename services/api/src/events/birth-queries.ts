/**
 * The birth announcement's statements (ARCHITECTURE "Birth announcement"); portable SQL (backticks, `?`).
 */

/** Writes the announcement of page `id`: born_at, babies JSON, photo and variant keys, message, updated_at. */
export const SET_BIRTH = `UPDATE \`event\` SET born_at = ?, birth_babies = ?, birth_photo_path = ?, birth_photo_variant_path = ?, birth_message = ?, updated_at = ?
  WHERE id = ?`;

/**
 * Marks page `id` as having announced a birth, once ever: 1 affected row means this is its first
 * announcement (the mail goes), 0 that one was posted before (an edit, or a new one after taking it down).
 */
export const MARK_ANNOUNCED = 'UPDATE `event` SET birth_announced_at = ? WHERE id = ? AND birth_announced_at IS NULL';

/** Takes the announcement of page `id` down (the first-announcement mark stays); 0 affected rows: there was none. */
export const CLEAR_BIRTH = `UPDATE \`event\` SET born_at = NULL, birth_babies = NULL, birth_photo_path = NULL, birth_photo_variant_path = NULL, birth_message = NULL, updated_at = ?
  WHERE id = ? AND born_at IS NOT NULL`;

/**
 * Who gets the announcement of page `?` (the id three times): its followers whose address is verified
 * (`member.email_verified_at`, as the parents' notifications), and the receipt addresses of its
 * reservations (through their wish) and pledges whose relative ticked '아기 탄생 소식 받기'
 * (`birth_news = 1`). Addresses as stored; the caller lower-cases and de-duplicates them.
 */
export const BIRTH_RECIPIENTS = `SELECT m.email AS email, f.circle AS circle FROM \`event_follower\` f JOIN \`member\` m ON m.id = f.member_id
    WHERE f.event_id = ? AND m.email_verified_at IS NOT NULL
  UNION ALL
  SELECT r.receipt_email AS email, r.circle AS circle FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id
    WHERE w.event_id = ? AND r.birth_news = 1 AND r.receipt_email IS NOT NULL
  UNION ALL
  SELECT p.receipt_email AS email, p.circle AS circle FROM \`pledge\` p
    WHERE p.event_id = ? AND p.birth_news = 1 AND p.receipt_email IS NOT NULL`;

/** The page owner's display name (the mail names whose news it is). */
export const OWNER_NAME = 'SELECT display_name FROM `member` WHERE id = ?';
