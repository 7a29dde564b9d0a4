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
  /** The optional box beside the receipt address (ARCHITECTURE "Birth announcement"): one mail when the baby is born. */
  birthNewsLabel: '아기 탄생 소식 받기 (선택)',
  birthNewsHint: '아기가 태어나면 위 이메일로 한 번 알려 드려요. 메일의 링크로 언제든 그만 받을 수 있어요.',
  birthNewsInvalid: '아기 탄생 소식 받기는 선택하거나 비워 두세요.',
  /** The PIN gate's link and what it answers, whether or not the reservation has an address. */
  pinForgot: 'PIN을 잊으셨나요?',
  pinResetSent: '예약할 때 확인 메일 주소를 남기셨다면, PIN을 다시 정하는 링크를 그 주소로 보냈어요. 30분 안에 열어 주세요.',
  pledgePinResetSent: '참여할 때 확인 메일 주소를 남기셨다면, PIN을 다시 정하는 링크를 그 주소로 보냈어요. 30분 안에 열어 주세요.',
  pinResetNeedsReceiptLink: '예약 확인 메일의 링크로 이 화면을 열면 PIN을 다시 정할 수 있어요.',
  /** The new-PIN page (`/pin/reset#t=…`). */
  pinResetTitle: '새 PIN 정하기',
  pinResetText: '예약이나 참여를 확인하고 취소할 때 쓸 새 4자리 PIN을 정해 주세요.',
  pinResetDone: 'PIN을 새로 정했어요. 새 PIN으로 확인해 주세요.',
  /** A reset link that is unknown, used or older than 30 minutes. */
  resetLinkInvalid: '링크가 만료되었거나 이미 사용되었어요. 다시 요청해 주세요.',
  /** Admin: the outbox row of a retry does not exist. */
  mailNotFound: '메일을 찾을 수 없습니다.',
  /** Admin: only a failed message can be sent again. */
  mailNotFailed: '보내기에 실패한 메일만 다시 보낼 수 있습니다.',
  /** The one-click unsubscribe page (`/mail/unsubscribe#t=…`) and its answer (RFC 8058 link of every receipt and notification). */
  unsubscribeTitle: '메일 수신 거부',
  unsubscribeAsk: '이 주소로 아래 메일을 더 이상 보내지 않아요. 다른 메일(PIN·비밀번호 재설정 등)은 계속 받을 수 있어요.',
  unsubscribeGroupReceipt: '예약·참여 확인 메일',
  unsubscribeGroupNotification: '소식 알림 메일',
  unsubscribeGroupBirth: '아기 탄생 소식 메일',
  unsubscribeButton: '수신 거부하기',
  unsubscribeDone: '수신 거부되었어요. 이 주소로 더 이상 보내지 않을게요.',
  unsubscribeChecking: '링크를 확인하는 중입니다...',
  /** A token that is malformed or whose signature does not match (never because of the address). */
  unsubscribeLinkInvalid: '수신 거부 링크가 올바르지 않아요. 메일에 있는 링크를 그대로 열어 주세요.',
  /** The page's fallback when the call did not reach the server. */
  unsubscribeFailed: '수신 거부를 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  /** Admin: the outbox page (`/admin/mail`). */
  adminMailTitle: '메일 발송 현황',
  adminMailStatus: { pending: '대기', sending: '보내는 중', sent: '보냄', failed: '실패' },
  adminMailFailedTitle: '최근 실패한 메일',
  adminMailNoFailures: '실패한 메일이 없어요.',
  adminMailRetry: '다시 보내기',
  adminMailRetried: '다시 보내도록 했어요.',
  adminMailLoading: '메일 현황을 불러오는 중입니다...',
  adminMailLoadFailed: '메일 현황을 불러오지 못했어요.',
  adminMailRetryFailed: '다시 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  adminMailReload: '다시 불러오기',
  adminMailColumns: { id: '번호', kind: '종류', recipient: '받는 사람', attempts: '시도', lastError: '마지막 오류', createdAt: '만든 때' },
  /** Admin: the kind of an outbox row as the list names it (unknown kinds show their name). */
  adminMailKinds: {
    reservationReceipt: '예약 확인',
    pledgeReceipt: '참여 확인',
    pinReset: 'PIN 재설정',
    verifyEmail: '이메일 인증',
    passwordReset: '비밀번호 재설정',
    usernameReminder: '아이디 안내',
    activityNotice: '소식 알림',
    activityDigest: '하루 소식 모음',
    birthAnnouncement: '탄생 소식',
  } as Readonly<Record<string, string>>,
} as const;
