/**
 * Korean texts of consent and data rights (ARCHITECTURE §4.24): the sign-up consent step, the notice
 * on relatives' forms and the errors. Its own catalogue, outside `MSG`: only the forms that ask for
 * consent read it, so a first visit does not carry it.
 */
export const CONSENT_MSG = {
  /** Labels of the sign-up boxes, in SIGNUP_CONSENT_ORDER. */
  label: {
    terms: '[필수] 이용약관에 동의합니다',
    privacy: '[필수] 개인정보 수집·이용에 동의합니다',
    age14: '[필수] 만 14세 이상입니다',
    marketing: '[선택] 이벤트·소식 이메일 수신에 동의합니다',
  },
  allAgree: '전체 동의',
  /** The sign-up consent step (the fieldset's legend) and its links to the full texts (a new tab: the form keeps what was typed). */
  stepLegend: '약관 동의',
  termsLink: '이용약관 전문 보기',
  privacyLink: '개인정보처리방침 전문 보기',
  newTab: '(새 창)',
  /** The renewal page (`/user/consent`) after a required document got a new version. */
  renewalTitle: '약관 동의',
  renewalSubmit: '동의하고 계속하기',
  renewalLoadFailed: '동의 정보를 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  /** The 400 `CONSENT_REQUIRED` message naming the missing consent. */
  missing: {
    terms: '이용약관에 동의해주세요.',
    privacy: '개인정보 수집·이용에 동의해주세요.',
    age14: '만 14세 이상만 가입할 수 있어요.',
    relative: '개인정보 수집·이용 및 제공에 동의해주세요.',
  },
  /** The 403 `CONSENT_REQUIRED` message: a required document has a new version. */
  renewal: '약관이 바뀌었어요. 바뀐 내용을 확인하고 다시 동의해주세요.',
  /** Beside the privacy box at sign-up: items, purpose, retention. */
  signupPrivacySummary:
    '수집 항목: 아이디, 비밀번호, 이메일, 닉네임(소식 페이지를 만들면 제목, 설명, 배송지 주소). 목적: 회원 식별, 소식 페이지와 선물 목록 운영, 알림 메일. 보유 기간: 탈퇴할 때까지(탈퇴 즉시 삭제).',
  /** The news form's note under the address. */
  addressNotice: '배송지 주소는 선물을 예약한 분에게만 보여요.',
  /** The relatives' notice (reserve, pledge, quiz, guestbook): one required box. */
  relativeConsentLabel: '[필수] 개인정보 수집·이용 및 제공에 동의하며, 만 14세 이상입니다',
  relativeNotice: {
    items: '수집 항목: 이름, 연락처, 이메일(입력한 경우)',
    purpose: '목적: 누가 어떤 선물을 했는지 부모님께 알리고, 예약·참여에 관해 연락하기 위해',
    recipient: '제공받는 자: 소식을 만든 부모님 (이름·연락처·예약 내용)',
    retention: (days: number) => `보유 기간: 출산 예정일로부터 ${days}일 후 자동 익명 처리`,
    refuse: '동의하지 않을 수 있으며, 이 경우 예약·참여를 할 수 없어요.',
    policyLink: '개인정보처리방침 전문 보기',
  },
  /** The same notice on the guestbook's form (ARCHITECTURE "Guestbook"): what it collects and shows differs. */
  guestbookNotice: {
    items: '수집 항목: 이름, 축하 메시지',
    purpose: '목적: 소식 페이지에 축하 글을 싣고 부모님께 전하기 위해',
    recipient: '제공받는 자: 소식을 만든 부모님, 그리고 이 소식 링크를 가진 분들 (이름·메시지)',
    refuse: '동의하지 않을 수 있으며, 이 경우 방명록을 남길 수 없어요.',
  },
} as const;
