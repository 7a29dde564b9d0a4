/**
 * `MSG.upload`: signed uploads (spec §5, §7; ARCHITECTURE §4.11).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_UPLOAD = {
  pathForbidden: '이 경로에는 업로드할 수 없습니다.',
  typeNotAllowed: '이미지 파일(JPEG, PNG, WebP, GIF)만 업로드할 수 있습니다.',
  tooLarge: '파일 크기는 10MB 이하여야 합니다.',
  signatureInvalid: '업로드 주소가 유효하지 않거나 만료되었습니다.',
  notUploaded: '업로드된 이미지를 찾을 수 없습니다. 이미지를 다시 올려주세요.',
  quotaExceeded: '오늘 올릴 수 있는 이미지 수를 넘었습니다. 내일 다시 시도해주세요.',
} as const;
