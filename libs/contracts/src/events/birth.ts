import { MSG } from '../common/messages';

/**
 * The parent's birth announcement on the news page (ARCHITECTURE "Birth announcement", DESIGN §4.25):
 * its answer shape and the words the news page, the link card and the announcement mail build from it.
 * Zod-free (the request schema is in schemas.ts), so the news page's first visit carries only these few
 * functions.
 */

/** One baby of an announcement: the name (or 태명), weight in kg and height in cm when the parent gave them. */
export interface BirthBaby {
  name: string;
  /** kg, 0.3–7.0, at most one decimal; null when not given. */
  weightKg: number | null;
  /** cm, 20–70, at most one decimal; null when not given. */
  heightCm: number | null;
}

/**
 * The announcement as every read carries it: `bornAt` an ISO-8601 instant in UTC (shown in Asia/Seoul),
 * one to three babies, the photo's full URL (the server's WebP of the upload) or null, the parent's
 * words (plain text) or null.
 */
export interface NewsBirth {
  bornAt: string;
  babies: BirthBaby[];
  photoUrl: string | null;
  message: string | null;
}

/** The birth field of the news read and of my page's news: null until the parent announces. */
export interface NewsBirthFields {
  birth: NewsBirth | null;
}

/**
 * Where the parent's birth photo is uploaded (`POST /api/s3/getPreSignedUrl`): the member's one upload
 * prefix (ARCHITECTURE §4.11), as for wish images and the cover.
 */
export const BIRTH_PHOTO_UPLOAD_PREFIX = 'wish/';

/** True when `word` ends in a Hangul syllable with a final consonant; null when it ends in no Hangul syllable. */
function endsInConsonant(word: string): boolean | null {
  const syllable = word.charCodeAt(word.length - 1) - 0xac00;
  return syllable >= 0 && syllable < 11172 ? syllable % 28 !== 0 : null;
}

/** `word` with the particle of its last sound: `consonant` after a final consonant, `vowel` otherwise, both when unknown ('Sky이(가)'). */
function withParticle(word: string, consonant: string, vowel: string): string {
  const final = endsInConsonant(word);
  return `${word}${final === null ? `${consonant}(${vowel})` : final ? consonant : vowel}`;
}

/**
 * The babies' names as one phrase: '하늘이', '하늘이와 바다', '하늘이, 바다와 별' (와/과 chosen by the
 * last sound of the name before it).
 */
export function birthNames(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? '';
  const head = names.slice(0, -2);
  const pair = `${withParticle(names[names.length - 2]!, '과', '와')} ${names[names.length - 1]}`;
  return [...head, pair].join(', ');
}

/**
 * The announcement's hero line: '하늘이가 태어났어요!', '하늘이와 바다가 태어났어요!', '하늘, 바다와
 * 별이 태어났어요!' (이/가 chosen by the last sound of the last name).
 */
export function birthHeadline(names: readonly string[]): string {
  return MSG.birth.headline(withParticle(birthNames(names), '이', '가'));
}

/** A baby's measures as shown: '3.2kg · 50cm', '3.0kg', '50.5cm', or '' when neither was given. */
export function babyMeasures(baby: Pick<BirthBaby, 'weightKg' | 'heightCm'>): string {
  const parts: string[] = [];
  if (baby.weightKg !== null) parts.push(`${baby.weightKg.toFixed(1)}kg`);
  if (baby.heightCm !== null) parts.push(`${baby.heightCm}cm`);
  return parts.join(' · ');
}

/** True when the instant `bornAt` (ISO 8601) is later than `now`: a birth is announced after it happened. */
export function isBirthInFuture(bornAt: string, now: Date): boolean {
  return Date.parse(bornAt) > now.getTime();
}
