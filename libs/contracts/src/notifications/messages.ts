/**
 * `NOTIFICATION_MSG`: what the parent's notification setting says on '내 정보' (ARCHITECTURE §4.23).
 * A catalogue of its own (not a part of `MSG`), loaded only by the account page and the error table.
 */
export const NOTIFICATION_MSG = {
  /** The section's title and explanation. */
  title: '알림 메일',
  intro: '내 소식에서 선물 예약, 예약 취소, 함께 선물하기·축의금 참여, 퀴즈 답변이 생기면 메일로 알려 드려요.',
  /** The three choices. */
  modeOff: '받지 않기',
  modeEach: '생길 때마다 받기',
  modeDaily: '하루 한 번 모아 받기 (저녁 8시)',
  save: '알림 설정 저장',
  saved: '알림 설정을 저장했어요.',
  /** Shown while the member's address is not verified: no notification goes to an unverified address. */
  needsVerifiedEmail: '이메일 주소를 인증하면 알림 메일을 받을 수 있어요.',
  /** A mode outside the three choices. */
  modeInvalid: '알림 받는 방법을 골라 주세요.',
  /** The read failed on the network. */
  loadFailed: '알림 설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** The save failed on the network. */
  saveFailed: '알림 설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** What a notification calls a pledge to the page's fund. */
  fundSubject: '축의금',
} as const;
