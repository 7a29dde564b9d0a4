/**
 * Korean texts of the congratulations guestbook (ARCHITECTURE "Guestbook"): the form's checks, the limits'
 * refusals and the owner's controls. Its own catalogue, outside `MSG`, so a first visit carries it only
 * when its page shows the guestbook. The name's checks reuse `MSG.reserve` (the same words on every
 * relative's form).
 */
export const GUESTBOOK_MSG = {
  messageRequired: '축하 메시지를 입력해주세요.',
  messageTooLong: '축하 메시지는 300자 이내로 입력해주세요.',
  /** 429: a client address posted `LIMITS_GUESTBOOK.guestbookPostsPerAddress` times within the window. */
  rateLimited: '방명록을 너무 자주 남기고 있어요. 잠시 후 다시 시도해주세요.',
  /** 429: the news page took `LIMITS_GUESTBOOK.guestbookPostsPerEvent` posts within the day's window. */
  dailyLimit: '오늘은 이 소식에 방명록을 더 남길 수 없어요. 내일 다시 시도해주세요.',
  /** 404: unknown entry, or another page's share code (the same answer). */
  entryNotFound: '방명록 글을 찾을 수 없습니다.',
  /** 400: the owner's hide call without a boolean `hidden`. */
  hiddenInvalid: '숨김 설정이 올바르지 않습니다.',
} as const;
