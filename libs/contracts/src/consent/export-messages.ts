import { LIMITS_CONSENT } from './limits';

/**
 * Korean texts of the member's data export and of the withdrawal's list (ARCHITECTURE §4.24), outside
 * `MSG`: only '내 정보' reads them.
 */
export const EXPORT_MSG = {
  /** The 429 `RATE_LIMITED` message of `POST /api/member/export` past LIMITS_CONSENT.exportPerDay. */
  perDay: `내 정보 내려받기는 하루에 ${LIMITS_CONSENT.exportPerDay}번까지 할 수 있어요. 내일 다시 시도해주세요.`,
  title: '내 정보 내려받기',
  intro: '회원님에 대해 보관 중인 모든 정보(계정, 동의 내역, 소식 페이지, 선물 목록, 예약과 참여, 퀴즈, 팔로우, 올린 사진)를 JSON 파일로 내려받아요.',
  passwordLabel: '비밀번호',
  /** The file's name on the member's device (`YYYYMMDD`: the Seoul day). */
  fileName: (day: string) => `babynews-내정보-${day}.json`,
  submit: '내려받기',
  loading: '파일을 만드는 중이에요…',
  done: '파일을 내려받았어요.',
  failed: '내려받지 못했어요. 잠시 후 다시 시도해주세요.',
  /** Social members: the export needs a sign-in younger than LIMITS.reauthMaxAgeMs (REAUTH_REQUIRED otherwise). */
  reauthText: '보안을 위해 소셜 계정으로 다시 로그인한 뒤 내려받을 수 있어요.',
  /** The 401 `REAUTH_REQUIRED` message of the export (the code's own text speaks of the withdrawal). */
  reauthRequired: '보안을 위해 다시 로그인한 뒤 내려받아주세요.',
  /** The withdrawal dialog's list of what goes (ARCHITECTURE §4.21, §4.24), each with the member's count. */
  withdrawList: {
    label: '함께 삭제되는 정보',
    newsPage: '소식 페이지',
    wishes: '선물 목록',
    gifts: '가족·친구들의 예약과 참여',
    quizzes: '퀴즈와 답변',
    followers: '팔로워',
    uploads: '올린 사진',
    account: '내가 팔로우한 소식과 회원 정보(이름, 휴대폰 번호, 주소)',
    /** The count beside an item: '3개', '2명', '퀴즈 1개 · 답변 4개'. */
    things: (n: number) => `${n}개`,
    people: (n: number) => `${n}명`,
    quizCount: (quizzes: number, answers: number) => `퀴즈 ${quizzes}개 · 답변 ${answers}개`,
    relativesNotice: '예약·참여할 때 영수증 이메일을 남긴 가족·친구에게는 소식 페이지가 닫혔다는 메일이 가요.',
    exportHint: "탈퇴 전에 위의 '내 정보 내려받기'로 내 정보를 파일로 받아 둘 수 있어요.",
  },
} as const;
