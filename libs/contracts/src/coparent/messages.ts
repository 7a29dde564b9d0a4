/**
 * `COPARENT_MSG`: the co-parent's words (ARCHITECTURE "Two parents"): the error codes' Korean messages, the
 * creator's card on the news management page, the invitation page and the withdrawal dialog's line. A
 * catalogue of its own, not part of `MSG` (which every first visit loads).
 */
export const COPARENT_MSG = {
  // ---- error codes
  notCreator: '소식 페이지를 만든 분만 할 수 있어요.',
  inviteInvalid: '초대 링크가 만료되었거나 이미 사용되었어요. 새 초대 링크를 받아 주세요.',
  alreadyOwner: '이미 관리하는 소식 페이지가 있어서 초대를 수락할 수 없어요.',
  notFound: '공동 관리 초대나 공동 관리자가 없어요.',
  alreadyConfirmed: '이미 함께 관리하는 분이 있어요.',
  tokenRequired: '초대 링크가 올바르지 않아요.',
  // ---- the creator's card
  title: '함께 관리하기',
  lead: '배우자나 가족 한 분을 초대하면 선물 리스트, 퀴즈, 감사 인사를 함께 관리할 수 있어요.',
  invite: '공동 관리자 초대 링크 만들기',
  inviting: '초대 링크를 만드는 중…',
  inviteMade: '초대 링크를 만들었어요. 함께 관리할 분께만 보내 주세요.',
  inviteExpires: (date: string) => `${date}까지 한 번 쓸 수 있어요.`,
  copyLink: '링크 복사',
  copied: '복사했어요',
  inviteAgain: '새 초대 링크 만들기',
  pendingInvite: '보낸 초대 링크를 아직 아무도 수락하지 않았어요.',
  accepted: (name: string) => `${name}님이 초대를 수락했어요. 맞는 분인지 확인한 뒤 승인해 주세요.`,
  confirm: '승인하기',
  confirmed: (name: string) => `${name}님과 함께 관리하고 있어요.`,
  revokeInvite: '초대 취소',
  remove: '공동 관리 해제',
  removeConfirm: (name: string) => `${name}님의 공동 관리 권한을 해제할까요? 추가한 선물과 기록은 그대로 남아요.`,
  revokeConfirm: '초대를 취소할까요? 보낸 링크는 더 이상 쓸 수 없어요.',
  coparentLine: (creator: string) => `${creator}님의 소식 페이지를 함께 관리하고 있어요.`,
  creatorOnly: '페이지 삭제와 공동 관리 해제는 페이지를 만든 분만 할 수 있어요.',
  loading: '공동 관리 정보를 불러오는 중…',
  loadFailed: '공동 관리 정보를 불러오지 못했습니다.',
  failed: '처리하지 못했습니다. 다시 시도해주세요.',
  retry: '다시 시도',
  // ---- the invitation page
  acceptTitle: '공동 관리 초대',
  acceptLead: '초대를 수락하면, 페이지를 만든 분이 승인한 뒤부터 함께 관리할 수 있어요.',
  acceptButton: '초대 수락하기',
  accepting: '수락하는 중…',
  acceptedDone: (title: string, creator: string) => `'${title}' 초대를 수락했어요. ${creator}님이 승인하면 마이페이지에서 함께 관리할 수 있어요.`,
  signInFirst: '로그인한 뒤 초대를 수락할 수 있어요.',
  signIn: '로그인하고 수락하기',
  noToken: '초대 링크가 올바르지 않아요. 받은 링크를 다시 열어 주세요.',
  toMyPage: '마이페이지로',
  // ---- withdrawal
  withdrawHandover: (name: string) => `탈퇴하면 소식 페이지는 공동 관리자 ${name}님에게 넘어가요. 페이지와 선물 리스트는 그대로 남아요.`,
} as const;
