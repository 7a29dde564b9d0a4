/**
 * Korean texts of the cover photo's form field and the link card (ARCHITECTURE "Cover photo and link
 * card"): the parent's news form (host) and the server's card. A table of its own, not part of the shared
 * `MSG`, which every first visit loads; the news page's one text (the cover's alt) is `MSG.event.coverAlt`.
 */
export const COVER_MSG = {
  /** The news form's picker. */
  label: '표지 사진',
  hint: '초음파 사진이나 두 분의 사진을 올려 보세요. 소식 페이지 맨 위에 보여요.',
  /** `og:image:alt` of the news page's link card. */
  cardAlt: (title: string) => `${title} 소식 카드`,
} as const;
