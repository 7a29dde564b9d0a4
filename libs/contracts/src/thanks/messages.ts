/**
 * `THANKS_MSG`: what the parent's thank-you notes say on screen (ARCHITECTURE "Thank-you notes"). A
 * catalogue of its own, not a part of `MSG`: only the owner's summary and the error table import it.
 */
export const THANKS_MSG = {
  send: '감사 인사 보내기',
  sendTo: (name: string) => `${name}님께 감사 인사 보내기`,
  messageLabel: '감사 인사',
  messageHint: '받는 분의 이메일 주소는 보이지 않아요. 아기소식이 대신 보내 드려요.',
  placeholder: '보내 주신 선물 잘 받았어요. 정말 감사합니다!',
  messageRequired: '감사 인사를 입력해주세요.',
  messageTooLong: '감사 인사는 500자 이내로 입력해주세요.',
  submit: '보내기',
  cancel: '닫기',
  sent: '감사 인사를 보냈어요.',
  sentMark: '감사 인사 보냄',
  noEmail: '이메일을 남기지 않은 분이라 감사 인사를 보낼 수 없어요.',
  alreadySent: '이미 감사 인사를 보냈어요.',
  failed: '감사 인사를 보내지 못했습니다. 다시 시도해주세요.',
  /** The box beside the note when the birth announcement has a photo. */
  withBirthPhoto: '출생 소식의 아기 사진도 함께 보내기',
  /** Alt text of the photo in the form's preview and in the mail. */
  birthPhotoAlt: '아기 사진',
  withBirthPhotoInvalid: '사진 함께 보내기 값이 올바르지 않아요.',
  /** `withBirthPhoto` while the page's birth announcement has no photo (taken down meanwhile). */
  noBirthPhoto: '출생 소식에 올린 아기 사진이 없어요. 사진 없이 보내 주세요.',
} as const;

/** Longest thank-you note, in characters (after trimming). */
export const THANK_YOU_MAX = 500;
