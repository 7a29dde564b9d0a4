/**
 * `MAIL_MSG`: what the mail features say on screen (ARCHITECTURE §4.23). A catalogue of its own, not
 * a part of `MSG`, so that a first visit (which loads `MSG`) does not carry it: the reserve modal and
 * the error table import it.
 */
export const MAIL_MSG = {
  /** The optional receipt address of the reserve and pledge forms. */
  receiptEmailLabel: '예약 확인 메일 받기',
  receiptEmailHint: '예약 확인 링크를 메일로 보내 드려요. PIN과 주소는 메일에 담지 않아요.',
  receiptEmailFormat: '확인 메일을 받을 이메일 주소를 확인해주세요.',
  /** The same field on the pledge form. */
  pledgeReceiptEmailLabel: '참여 확인 메일 받기',
  pledgeReceiptEmailHint: '참여 확인 링크를 메일로 보내 드려요. PIN과 입금 안내는 메일에 담지 않아요.',
  /** The PIN gate's link and what it answers, whether or not the reservation has an address. */
  pinForgot: 'PIN을 잊으셨나요?',
  pinResetSent: '예약할 때 확인 메일 주소를 남기셨다면, PIN을 다시 정하는 링크를 그 주소로 보냈어요. 30분 안에 열어 주세요.',
  pinResetNeedsReceiptLink: '예약 확인 메일의 링크로 이 화면을 열면 PIN을 다시 정할 수 있어요.',
  /** The new-PIN page (`/pin/reset#t=…`). */
  pinResetTitle: '새 PIN 정하기',
  pinResetText: '예약을 확인하고 취소할 때 쓸 새 4자리 PIN을 정해 주세요.',
  pinResetDone: 'PIN을 새로 정했어요. 새 PIN으로 예약을 확인해 주세요.',
  /** A reset link that is unknown, used or older than 30 minutes. */
  resetLinkInvalid: '링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요.',
  /** Admin: the outbox row of a retry does not exist. */
  mailNotFound: '메일을 찾을 수 없습니다.',
  /** Admin: only a failed message can be sent again. */
  mailNotFailed: '보내기에 실패한 메일만 다시 보낼 수 있습니다.',
} as const;
