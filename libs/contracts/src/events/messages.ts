/**
 * `MSG.event`: news pages: create, edit, delete, follow and share (spec §5, §8; ARCHITECTURE §4.4–4.6, §4.15).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_EVENT = {
  titleRequired: '소식 제목을 입력해주세요.',
  titleTooLong: '소식 제목은 100자 이하로 입력해주세요.',
  descriptionTooLong: '소식 내용은 1000자 이하로 입력해주세요.',
  addressRequired: '주소를 입력해주세요.',
  addressTooLong: '주소는 200자 이하로 입력해주세요.',
  loadFailed: '소식을 불러올 수 없습니다.',
  notFound: '소식을 찾을 수 없습니다.',
  createFailed: '소식 생성에 실패했습니다. 다시 시도해주세요.',
  alreadyExists: '이미 만든 소식이 있습니다. 회원당 하나의 소식만 만들 수 있습니다.',
  notOwner: '권한이 없습니다.',
  linkCopied: '초대 링크가 복사되었습니다.',
  linkCopyFailed: '링크 복사에 실패했습니다. 다시 시도해주세요.',
  postcodeUnavailable: '주소 검색을 불러올 수 없습니다. 우편번호와 주소를 직접 입력해주세요.',
  /** Link-preview description when the news has none (ARCHITECTURE §4.15). */
  previewDescription: '아기소식에서 반가운 소식을 확인해보세요.',
  // Management, followers and sharing (ARCHITECTURE §4.4–4.6).
  updated: '소식이 수정되었습니다.',
  updateFailed: '소식 수정에 실패했습니다. 다시 시도해주세요.',
  deleted: '소식이 삭제되었습니다.',
  deleteFailed: '소식 삭제에 실패했습니다. 다시 시도해주세요.',
  deleteConfirmTitle: '소식을 삭제할까요?',
  deleteConfirm: '소식을 삭제하면 아래 정보가 모두 함께 삭제되며 되돌릴 수 없습니다.',
  followed: '소식을 팔로우했어요.',
  unfollowed: '팔로우를 취소했어요.',
  followFailed: '팔로우 처리에 실패했습니다. 다시 시도해주세요.',
  cannotFollowOwn: '내 소식은 팔로우할 수 없습니다.',
  loginToFollow: '로그인하면 소식을 팔로우할 수 있어요.',
  followerNotFound: '팔로워를 찾을 수 없습니다.',
  followerRemoved: '팔로워를 삭제했습니다.',
  followerRemoveFailed: '팔로워 삭제에 실패했습니다. 다시 시도해주세요.',
  followerRemoveConfirm: (name: string) => `${name}님을 팔로워에서 삭제하시겠습니까?`,
  qrFailed: 'QR 코드를 만들지 못했습니다. 다시 시도해주세요.',
  shareFailed: '공유하지 못했습니다. 다시 시도해주세요.',
  /** The share button (ARCHITECTURE "KakaoTalk share"): with a Kakao key, else the phone's share sheet or copying. */
  shareKakao: '카카오톡으로 공유',
  share: '공유하기',
  /** The button of the KakaoTalk feed card. */
  shareOpen: '소식 보기',
  shareText: (title: string) => `${title} — 아기소식에서 반가운 소식을 확인해보세요.`,
  /** The news page's cover photo (ARCHITECTURE "Cover photo and link card"; the form's and the card's texts are `COVER_MSG`). */
  coverAlt: (title: string) => `${title} 표지 사진`,
} as const;
