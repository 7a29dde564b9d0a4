/**
 * Texts and limits of '링크로 채우기' (ARCHITECTURE "Universal add"), outside `MSG` and `LIMITS`: only the
 * wish form and the API read them, so no first visit of a relative's page downloads them. Sizes in bytes,
 * durations in ms.
 */
export const LINK_PREVIEW_LIMITS = {
  /** Fills per member per `windowMs`; each may fetch a page and a picture and decode it on the server. */
  perMember: 30,
  /** Window of `perMember` (ms): 10 minutes. */
  windowMs: 10 * 60 * 1000,
  /** Most bytes of a product page read (1 MB); the rest is not parsed. */
  pageMaxBytes: 1024 * 1024,
  /** Deadline of the product page's fetch, redirects included (ms). */
  pageTimeoutMs: 5000,
  /** Largest product picture fetched (bytes, 10 MB, like an upload); a larger one is dropped. */
  imageMaxBytes: 10 * 1024 * 1024,
  /** Deadline of the picture's fetch, redirects included (ms). */
  imageTimeoutMs: 5000,
  /** Longest side of the stored WebP picture (px), as the browser's own conversion of an upload. */
  imageMaxSidePx: 2000,
} as const;

/** Korean texts of '링크로 채우기' (the form's button and states, the route's validation and 429 messages). */
export const LINK_PREVIEW_MSG = {
  /** `url` missing, empty or not a string (400 VALIDATION_FAILED; the form says it without a call). */
  urlRequired: '상품 링크를 입력해주세요.',
  action: '링크로 채우기',
  loading: '상품 정보를 불러오는 중이에요…',
  nothing: '상품 정보를 찾지 못했어요. 직접 입력해 주세요.',
  filled: '상품 정보를 채웠어요. 확인 후 수정해 주세요.',
  failed: '상품 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** The 429 `RATE_LIMITED` message past LINK_PREVIEW_LIMITS.perMember fills per window. */
  tooMany: '링크로 채우기를 너무 자주 했어요. 잠시 후 다시 시도해 주세요.',
} as const;
