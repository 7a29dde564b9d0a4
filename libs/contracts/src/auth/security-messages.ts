/**
 * Korean texts of the account's security checks (ARCHITECTURE §4.21 withdrawal re-authentication, §5
 * weak passwords), without zod: the error-code table (common/errors.ts) and the account page read them, and
 * a first visit must not carry them (the shared MSG catalogue is loaded by every first visit).
 */
export const SECURITY_MSG = {
  /** `PASSWORD_MISMATCH`: the password typed to confirm a withdrawal is not the member's. */
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  /** `REAUTH_REQUIRED`: a social member's sign-in is older than LIMITS.reauthMaxAgeMs. */
  reauthRequired: '보안을 위해 다시 로그인한 뒤 탈퇴해주세요.',
  /** `PASSWORD_TOO_WEAK` without a more precise reason (the thrower sets zxcvbn's, PASSWORD_STRENGTH_MSG). */
  passwordTooWeak: '더 길고 예측하기 어려운 비밀번호를 사용해주세요.',
  /** Sign-up's password hint: the length rule and the strength check (LIMITS.passwordMinScore) it will meet. */
  passwordHint: '8자 이상, 남이 짐작하기 어렵게 입력해주세요',
  withdrawPasswordLabel: '비밀번호 확인',
  withdrawPasswordHint: '본인 확인을 위해 현재 비밀번호를 입력해주세요.',
  reauthText: '소셜 로그인 회원은 보안을 위해 다시 로그인한 뒤 5분 안에 탈퇴할 수 있어요.',
  reauthButton: { kakao: '카카오로 다시 로그인', google: '구글로 다시 로그인' },
  reauthRedirecting: '다시 로그인하러 이동하는 중입니다...',
  backToAccount: '내 정보로 돌아가기',
  passwordChecking: '비밀번호 안전성을 확인하는 중입니다...',
} as const;
