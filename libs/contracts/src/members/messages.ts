/**
 * `ACCOUNT_MSG`: the '내 정보' page and withdrawal (ARCHITECTURE §4.21). A catalogue of its own, not a
 * part of `MSG`, so that a first visit (which loads `MSG`) does not carry it: only the member's pages read it.
 */
export const ACCOUNT_MSG = {
  title: '내 정보',
  link: '내 정보 관리',
  realNameLabel: '이름',
  phoneLabel: '휴대폰 번호',
  addressLabel: '주소',
  detailAddressLabel: '상세 주소',
  realNameTooLong: '이름은 50자 이하로 입력해주세요.',
  phoneFormat: '휴대폰 번호는 숫자와 하이픈(-)으로 입력해주세요.',
  phoneTooLong: '휴대폰 번호는 20자 이하로 입력해주세요.',
  postCodeRequired: '주소 검색으로 우편번호와 주소를 함께 입력해주세요.',
  loadFailed: '내 정보를 불러오지 못했습니다. 다시 시도해주세요.',
  saved: '내 정보가 저장되었습니다.',
  saveFailed: '내 정보 저장에 실패했습니다. 다시 시도해주세요.',
  intro: '관리자가 회원 정보에서 확인하는 이름, 연락처, 주소를 직접 관리할 수 있어요.',
  phoneHint: '숫자만 저장돼요. 예: 010-1234-5678',
  loading: '내 정보를 불러오는 중입니다...',
  save: '저장하기',
  withdrawText: '탈퇴하면 소식 페이지와 선물 예약, 퀴즈 답변이 모두 사라지고 다시 로그인할 수 없어요.',
  withdrawTitle: '회원 탈퇴',
  withdrawConfirmTitle: '정말 탈퇴하시겠습니까?',
  withdrawConfirm: '탈퇴하면 아래 정보가 모두 삭제되며 되돌릴 수 없습니다.',
  withdrawAgree: '위 내용을 모두 확인했으며, 탈퇴에 동의합니다.',
  withdrawButton: '탈퇴하기',
  withdrawCancel: '취소',
  withdrawn: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
  withdrawFailed: '회원 탈퇴에 실패했습니다. 다시 시도해주세요.',
  adminCannotWithdraw: '관리자 계정은 탈퇴할 수 없습니다.',
} as const;
