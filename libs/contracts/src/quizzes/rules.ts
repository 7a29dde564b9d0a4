/**
 * Pure rules of quizzes used by both sides (ARCHITECTURE §4.9); small, total, importing nothing.
 */

/**
 * Normalises a quiz/reservation contact so one person is recognised however they type it
 * (ARCHITECTURE §4.9): trimmed; e-mail lower-cased; a phone number reduced to its digits.
 * The member settings and the admin member search store and compare phone numbers the same way.
 */
export function normalizeContact(contact: string): string {
  const trimmed = contact.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (/^[+\d\s().-]+$/.test(trimmed) && /\d/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return trimmed.toLowerCase();
}
