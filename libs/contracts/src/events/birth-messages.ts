/**
 * `MSG.birth`: the news page's words of the birth announcement (ARCHITECTURE "Birth announcement"), which
 * the server and the browser both draw. Read through `MSG` (common/messages.ts), which the front ends share
 * by file: import this part nowhere else. The form's, the API's and my page's texts are `BIRTH_MSG`
 * (birth-form-messages.ts), a table of its own: every first visit loads `MSG`.
 */
export const MSG_BIRTH = {
  /** The hero line; `subject` is the babies' names with their particle ('하늘이와 바다가'). */
  headline: (subject: string) => `${subject} 태어났어요!`,
  /** The photo's alt text; `names` as `birthNames` joins them. */
  photoAlt: (names: string) => `${names} 사진`,
} as const;
