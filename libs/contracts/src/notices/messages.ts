/**
 * `MSG.notice`: notices (spec §2, §8; ARCHITECTURE §4.14).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_NOTICE = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: '제목은 200자 이하로 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  imageTooLarge: '이미지 원본 크기는 5MB 이하여야 합니다.',
  listFailed: '공지사항을 불러오는 중 오류가 발생했습니다.',
  notFound: '공지사항을 찾을 수 없습니다.',
  deleteFailed: '공지사항 삭제 중 오류가 발생했습니다.',
  createForbidden: '권한이 없습니다. 관리자만 공지사항을 등록할 수 있습니다.',
  createFailed: '공지사항 등록 중 오류가 발생했습니다.',
  editForbidden: '권한이 없습니다. 관리자만 공지사항을 수정할 수 있습니다.',
  editMissing: '존재하지 않는 공지사항입니다.',
  editFailed: '공지사항 수정 중 오류가 발생했습니다.',
  listTitle: '공지사항',
  listSubtitle: '아기소식의 새로운 소식과 안내를 전해드려요',
  empty: '아직 등록된 공지사항이 없어요',
  emptyText: '새로운 공지가 올라오면 이곳에서 알려드릴게요.',
  badge: '공지',
  backToList: '목록으로',
  deleteConfirm: '이 공지사항을 삭제하시겠습니까? 삭제된 공지사항은 복구할 수 없습니다.',
  deleted: '공지사항이 삭제되었습니다.',
  created: '공지사항이 등록되었습니다.',
  edited: '공지사항이 수정되었습니다.',
  cancelConfirm: '작성 중인 내용이 있습니다. 작성을 취소하시겠습니까?',
  imageHint: 'JPG, PNG, WebP · 5MB 이하',
  loadingEditor: '편집기를 불러오는 중...',
  editorLoadFailed: '편집기를 불러오지 못했습니다.',
} as const;
