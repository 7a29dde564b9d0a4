/**
 * `MSG.wish`: wish list items (spec §5, §8; ARCHITECTURE §4.10–4.11).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_WISH = {
  titleRequired: '위시리스트 제목을 입력해주세요.',
  titleTooLong: '위시리스트 제목은 100자 이하로 입력해주세요.',
  descriptionTooLong: '설명은 500자 이하로 입력해주세요.',
  linkInvalid: '상품 링크는 http:// 또는 https://로 시작하는 주소여야 합니다.',
  priceInvalid: '가격은 0원 이상의 정수로 입력해주세요.',
  createFailed: '위시리스트 추가에 실패했습니다.',
  updateFailed: '위시리스트 수정에 실패했습니다.',
  deleteFailed: '위시리스트 삭제에 실패했습니다.',
  uploadFailed: '이미지 업로드에 실패했습니다.',
  processFailed: '이미지 처리에 실패했습니다.',
  notImage: '이미지 파일만 업로드할 수 있습니다.',
  imageTooLarge: '이미지 크기는 5MB 이하여야 합니다.',
  imageTooLargeEdit: '이미지 크기는 10MB 이하여야 합니다.',
  notFound: '위시리스트 항목을 찾을 수 없습니다.',
  empty: '위시리스트가 아직 비어있어요.',
  deleteConfirm: '이 위시리스트 항목을 삭제하시겠습니까?',
  editCancelConfirm: '수정 중인 내용이 사라집니다. 취소하시겠습니까?',
  created: '위시리스트가 추가되었습니다.',
  updated: '위시리스트가 수정되었습니다.',
  deleted: '위시리스트가 삭제되었습니다.',
  tooMany: '위시리스트는 최대 200개까지 추가할 수 있습니다.',
} as const;
