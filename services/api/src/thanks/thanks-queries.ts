/**
 * The thank-you notes' statements (ARCHITECTURE "Thank-you notes"); portable SQL (backticks, `?`).
 */

/**
 * Wish `?` (second) with its page's id, title, code, owners, birth photo (the announcement's WebP, or null) and the
 * display name of member `?` (first): the note is signed by the owner who writes it, creator or co-parent.
 */
export const WISH_OF_OWNER = `SELECT w.id, w.title, e.id AS event_id, e.title AS page_title, e.code, e.owner_id, e.coparent_id, e.birth_photo_variant_path, m.display_name,
  e.friends_code
  FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id JOIN \`member\` m ON m.id = ?
  WHERE w.id = ?`;

/** Reservation `public_id = ?` of wish `?`: where its note would go and whether one went. */
export const RESERVATION_TO_THANK = 'SELECT id, receipt_email, thank_you_at, circle FROM `reservation` WHERE public_id = ? AND wish_id = ?';

/**
 * Pledge `public_id = ?` (second) with its gift's title (null: the fund) and its page's id, title, code, owners, birth
 * photo and the display name of member `?` (first), who signs the note.
 */
export const PLEDGE_TO_THANK = `SELECT p.id, p.receipt_email, p.thank_you_at, w.title AS wish_title, e.id AS event_id, e.title AS page_title, e.code, e.owner_id, e.coparent_id, e.birth_photo_variant_path, m.display_name,
  p.circle, e.friends_code
  FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id JOIN \`member\` m ON m.id = ? LEFT JOIN \`wish\` w ON w.id = p.wish_id
  WHERE p.public_id = ?`;

/** Claims the one note of reservation `?` (affected rows: 1 = this call sends it) and ticks its thanked mark. */
export const CLAIM_RESERVATION_NOTE = 'UPDATE `reservation` SET thank_you_at = ?, thanked = 1 WHERE id = ? AND thank_you_at IS NULL';

/** Claims the one note of pledge `?` (affected rows: 1 = this call sends it). */
export const CLAIM_PLEDGE_NOTE = 'UPDATE `pledge` SET thank_you_at = ? WHERE id = ? AND thank_you_at IS NULL';
