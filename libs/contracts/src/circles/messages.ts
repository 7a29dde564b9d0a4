/**
 * `CIRCLES_MSG`: what the two circles (family and friends) say on screen and in validation answers
 * (ARCHITECTURE "Two circles"). A catalogue of its own, not a part of `MSG`: only the owner's circles card,
 * the reservation view of a friends link and the request schemas import it.
 */
export const CIRCLES_MSG = {
  /** The reservation view opened through a friends link: no address, the parent's note instead. */
  addressFamilyOnly: '주소는 가족에게만 공개돼요',
  addressNoteLabel: '선물 보내는 방법',
  addressNoteMissing: '선물 보내는 방법은 소식 주인에게 물어봐 주세요.',
  friendsOpenInvalid: '친구 공개 여부가 올바르지 않아요.',
  friendsOpenAtInvalid: '친구 공개 날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  addressNoteTooLong: '선물 보내는 방법은 200자 이내로 입력해주세요.',
  circleInvalid: '새로 만들 링크를 가족 또는 친구 중에서 골라주세요.',
  // The owner's circles card.
  cardTitle: '가족·친구 링크',
  cardHint: '가족 링크로 들어온 분만 주소를 봐요. 친구 링크로 들어온 분께는 아래의 선물 보내는 방법이 보여요.',
  familyLink: '가족 링크',
  friendsLink: '친구 링크',
  friendsOpenNow: '지금 친구에게 공개',
  friendsOpenOnDate: '날짜를 정해 공개',
  friendsClosed: '친구에게 공개하지 않음',
  friendsOpenAtLabel: '공개 날짜',
  statusOpen: '친구 링크가 열려 있어요.',
  statusScheduled: (date: string) => `친구 링크는 ${date} 0시에 열려요.`,
  statusClosed: '친구 링크는 닫혀 있어요. 다시 열면 같은 링크를 쓸 수 있어요.',
  addressNotePlaceholder: '카카오톡 선물하기로 보내 주세요',
  save: '저장',
  saving: '저장하는 중…',
  saved: '저장했어요.',
  saveFailed: '저장하지 못했습니다. 다시 시도해주세요.',
  loading: '링크 설정을 불러오는 중이에요…',
  loadFailed: '링크 설정을 불러오지 못했습니다.',
  retry: '다시 시도',
  copy: '링크 복사',
  copied: '링크를 복사했어요.',
  qrAlt: (circle: string) => `${circle} QR 코드`,
  rotate: '새 링크 만들기',
  rotateConfirm: (circle: string) => `${circle}를 새로 만들까요? 지금 링크는 더 이상 열리지 않아요. 이미 예약한 분의 링크는 계속 쓸 수 있어요.`,
  rotateConfirmYes: '새로 만들기',
  rotateCancel: '취소',
  rotated: '새 링크를 만들었어요.',
  rotateFailed: '새 링크를 만들지 못했습니다. 다시 시도해주세요.',
  noFriendsLink: '친구 링크는 아직 없어요. 공개하면 만들어져요.',
} as const;

/** Longest `addressNote` (the parent's way to send gifts), in characters after trimming. */
export const ADDRESS_NOTE_MAX = 200;
