/**
 * `MSG.admin`: the administrator's member list and statistics (spec §2, §8); the admin screens' other texts are ADMIN_MSG (admin-messages.ts).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_ADMIN = {
  memberListFailed: '회원 목록을 불러오는 중 오류가 발생했습니다.',
  memberDetailFailed: '회원 정보를 불러오는 중 오류가 발생했습니다.',
  bothDatesRequired: '시작일과 종료일을 모두 입력해주세요.',
  nameOrPhoneRequired: '이름 또는 전화번호 중 하나 이상 입력해주세요.',
  assetImageTooLarge: '이미지 크기는 5MB 이하여야 합니다.',
} as const;
