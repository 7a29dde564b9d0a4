/**
 * Pure rules of uploads used by both sides (spec §5, ARCHITECTURE §4.11); small, total, importing nothing.
 */

/**
 * Upload file-name sanitising of spec §5: plus signs and spaces become underscores, parentheses
 * are removed, any other character outside word characters, Hangul, dot and hyphen becomes '_'.
 */
export function sanitizeFileName(name: string): string {
  return name
    .replace(/[+\s]/g, '_')
    .replace(/[()]/g, '')
    .replace(/[^\w\p{Script=Hangul}.-]/gu, '_');
}
