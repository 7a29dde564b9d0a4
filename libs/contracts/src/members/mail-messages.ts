/**
 * `MEMBER_MAIL_MSG`: e-mail verification, password reset and username reminder on screen
 * (ARCHITECTURE §4.23). A catalogue of its own, not a part of `MSG`, so a first visit does not carry
 * it: the account-recovery pages, '내 정보' and the error table import it.
 */
export const MEMBER_MAIL_MSG = {
  /** The login page's link to `/user/findAccount`. */
  findAccountLink: '아이디·비밀번호 찾기',
  findAccountTitle: '아이디·비밀번호 찾기',
  findAccountIntro: '가입할 때 적은 이메일 주소로 안내 메일을 보내 드려요.',
  resetFormTitle: '비밀번호 재설정 메일 받기',
  resetFormSubmit: '재설정 메일 받기',
  usernameFormTitle: '아이디 찾기',
  usernameFormSubmit: '아이디 메일 받기',
  emailLabel: '이메일',
  requestFailed: '메일을 요청하지 못했습니다. 다시 시도해주세요.',
  /** The same answer whether or not a member has the address (nobody learns who is a member). */
  passwordResetSent: '그 이메일로 가입한 회원이 있다면 비밀번호를 다시 정하는 링크를 보냈어요. 30분 안에 열어 주세요.',
  usernameReminderSent: '그 이메일로 가입한 회원이 있다면 아이디를 메일로 보냈어요.',
  /** The new-password page (`/user/resetPassword#t=…`). */
  resetTitle: '새 비밀번호 정하기',
  resetText: '로그인할 때 쓸 새 비밀번호를 정해 주세요. 다른 기기의 로그인은 모두 끝나요.',
  newPasswordLabel: '새 비밀번호',
  newPasswordConfirmLabel: '새 비밀번호 확인',
  passwordConfirmMismatch: '비밀번호 확인이 일치하지 않습니다.',
  resetSubmit: '비밀번호 바꾸기',
  resetDone: '비밀번호를 새로 정했어요. 새 비밀번호로 로그인해 주세요.',
  resetFailed: '비밀번호를 바꾸지 못했습니다. 다시 시도해주세요.',
  linkChecking: '링크를 확인하는 중입니다...',
  /** A page opened without its `#t=` token. */
  linkMissing: '메일에 있는 링크로 이 화면을 열어 주세요.',
  requestAgain: '다시 요청하기',
  toLogin: '로그인하러 가기',
  /** The verification page (`/user/verifyEmail#t=…`). */
  verifyTitle: '이메일 인증',
  verifying: '이메일 주소를 확인하는 중입니다...',
  verified: '이메일 주소가 인증되었어요. 감사합니다.',
  verifyFailed: '이메일을 인증하지 못했습니다. 다시 시도해주세요.',
  toHome: '홈으로 가기',
  /** Another member verified this address first. */
  emailVerifiedElsewhere: '이 이메일 주소는 이미 다른 계정에서 인증되었어요. 다른 이메일 주소를 사용해 주세요.',
  /** After a regular sign-up (a toast on my page): the link went to the address just given. */
  signupVerifySent: '가입을 환영해요! 적어 주신 이메일로 인증 링크를 보냈어요. 30분 안에 열어 주세요.',
  /** '내 정보': the address and its state, and the resend. */
  emailSectionTitle: '이메일 인증',
  emailVerifiedState: '인증된 이메일이에요.',
  emailUnverifiedState: '아직 인증하지 않은 이메일이에요. 인증하면 알림 메일을 받을 수 있어요.',
  resendButton: '인증 메일 다시 보내기',
  resendSent: '인증 메일을 보냈어요. 메일의 링크를 30분 안에 열어 주세요.',
  alreadyVerified: '이미 인증된 이메일이에요.',
  resendFailed: '인증 메일을 보내지 못했습니다. 다시 시도해주세요.',
  /** The admin's member detail. */
  adminEmailVerifiedLabel: '이메일 인증',
  adminEmailVerified: '인증됨',
  adminEmailUnverified: '미인증',
} as const;
