/**
 * A subject on one line: page-owner text may hold line breaks or control characters, which have
 * no place in a mail header; runs of them become one space.
 * @param text `[아기소식] …` with the owner's text filled in → the same text on one line
 */
export function subjectLine(text: string): string {
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}
