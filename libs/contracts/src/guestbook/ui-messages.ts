/**
 * `GUESTBOOK_UI_MSG`: the screens' words of the congratulations guestbook (ARCHITECTURE "Guestbook"), the
 * relatives' list and form on the news page and the owner's card on the management page alike. Outside
 * `MSG` and apart from `GUESTBOOK_MSG` (which the error table carries into every first visit): only the
 * guestbook's own chunks import it.
 */
export const GUESTBOOK_UI_MSG = {
  loading: '방명록을 불러오는 중입니다',
  /** Fallbacks when the server words no failure (network). */
  loadFailed: '방명록을 불러오지 못했습니다. 다시 시도해주세요.',
  postFailed: '방명록을 남기지 못했습니다. 다시 시도해주세요.',
  removeFailed: '방명록 글을 지우지 못했습니다. 다시 시도해주세요.',
  changeFailed: '방명록을 바꾸지 못했습니다. 다시 시도해주세요.',
  empty: '첫 번째 축하를 남겨 주세요.',
  ownerEmpty: '아직 방명록에 남긴 글이 없어요.',
  count: (n: number) => `축하 ${n}개`,
  listLabel: '방명록',
  more: '더 보기',
  formTitle: '축하 남기기',
  nameLabel: '이름',
  namePlaceholder: '예: 김하늘',
  messageLabel: '축하 메시지',
  messagePlaceholder: '건강하게 만나길 기다릴게요!',
  pinLabel: '삭제 비밀번호',
  pinPlaceholder: '숫자 4자리',
  pinHint: '나중에 글을 지울 때 필요해요.',
  submit: '남기기',
  remove: '삭제',
  removeSubmit: '삭제하기',
  cancel: '취소',
  /** Whose entry a button acts on, for screen readers: '김하늘님의 글'. */
  entryOf: (name: string) => `${name}님의 글`,
  removeFormLabel: (name: string) => `${name}님의 글 삭제`,
  manageTitle: '방명록 관리',
  hiddenBadge: '숨김',
  hide: '숨기기',
  show: '다시 보이기',
  removeConfirm: (name: string) => `${name}님의 글을 삭제할까요? 되돌릴 수 없어요.`,
} as const;
