/**
 * `MSG.reserve`: reservations, the PIN gate and order statuses (spec §5, §8; ARCHITECTURE §4.7–4.8).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_RESERVE = {
  nameRequired: '이름을 입력해주세요.',
  contactRequired: '전화번호 또는 이메일을 입력해주세요.',
  passwordRequired: '확인 비밀번호를 입력해주세요.',
  passwordLength: '확인 비밀번호는 4자리여야 합니다.',
  passwordDigits: '확인 비밀번호는 숫자 4자리여야 합니다.',
  nameTooLong: '이름은 50자 이하로 입력해주세요.',
  contactTooLong: '연락처는 100자 이하로 입력해주세요.',
  alreadyReserved: '이미 예약된 상품입니다.',
  failed: '예약 중 오류가 발생했습니다. 다시 시도해주세요.',
  gatePassword: '4자리 비밀번호를 입력해주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  locked: '비밀번호 입력 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.',
  notReserved: '예약 정보를 찾을 수 없습니다.',
  unreserveFailed: '다시 시도해주세요.',
  cancelled: '예약이 취소되었습니다.',
  statusInvalid: '변경할 수 없는 배송 상태입니다.',
  cancelConfirm: '선물 예약을 취소하시겠습니까?',
  statusChanged: '배송 상태가 변경되었습니다.',
  /** An anonymous wish call without the news page's share code (ARCHITECTURE §4.7). */
  eventCodeRequired: '소식 링크 정보가 없습니다. 받은 소식 링크에서 다시 열어주세요.',
  /** The reservation page opened without `?code=` (ARCHITECTURE §4.7). */
  linkMissingCode: '예약 확인 링크가 올바르지 않습니다. 받은 소식 링크에서 위시리스트를 열고, 예약한 선물을 눌러 다시 확인해주세요.',
  /** 20 wrong PINs in 24 hours: locked until the owner unlocks (ARCHITECTURE §4.7). */
  lockedUntilUnlocked: '비밀번호를 너무 많이 틀려 예약 확인이 잠겼습니다. 소식 주인에게 잠금 해제를 요청해주세요.',
  unlocked: '예약 확인 잠금을 해제했습니다.',
  /** The owner confirms unlocking a wish's PIN lock (ARCHITECTURE §4.7). */
  unlockConfirm: '예약 확인 잠금을 해제하시겠습니까? 비밀번호를 틀린 기록도 함께 초기화됩니다.',
} as const;
