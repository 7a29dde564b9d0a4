/**
 * `MAIL_MSG`: what the mail features say on screen (ARCHITECTURE §4.23). A catalogue of its own, not
 * a part of `MSG`, so that a first visit (which loads `MSG`) does not carry it: the reserve modal and
 * the error table import it.
 */
export const MAIL_MSG = {
  /** The optional receipt address of the reserve and pledge forms. */
  receiptEmailLabel: '예약 확인 메일 받기',
  receiptEmailHint: '예약 확인 링크를 메일로 보내 드려요. PIN과 주소는 메일에 담지 않아요.',
  receiptEmailFormat: '예약 확인 메일을 받을 이메일 주소를 확인해주세요.',
  /** Admin: the outbox row of a retry does not exist. */
  mailNotFound: '메일을 찾을 수 없습니다.',
  /** Admin: only a failed message can be sent again. */
  mailNotFailed: '보내기에 실패한 메일만 다시 보낼 수 있습니다.',
} as const;
