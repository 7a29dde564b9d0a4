/**
 * `MSG.site`: asset groups and the home popup (spec §2, §7; ARCHITECTURE §4.16).
 * Read through `MSG` (common/messages.ts), which the front ends share by file: import this part
 * nowhere else.
 */
export const MSG_SITE = {
  assetGroupNotFound: '에셋 그룹을 찾을 수 없습니다.',
  assetTitleRequired: '제목을 입력해주세요.',
  assetTitleTooLong: '제목은 100자 이하로 입력해주세요.',
  priorityInvalid: '우선순위는 0 이상의 정수로 입력해주세요.',
  tooManyAssetImages: '에셋 이미지는 20개까지 등록할 수 있습니다.',
  assetImageHint: '가로 1000px 이상, 2MB 이하 이미지를 권장합니다.',
  assetImageTooLarge: '이미지 크기는 5MB 이하여야 합니다.',
  assetLoadFailed: '에셋 그룹을 불러오지 못했습니다. 다시 시도해주세요.',
  assetSaved: '에셋 그룹이 저장되었습니다.',
  assetSaveFailed: '에셋 그룹 저장에 실패했습니다. 다시 시도해주세요.',
  popupSwitchInvalid: "팝업 표시 여부는 'true' 또는 'false'여야 합니다.",
  popupImageRequired: '팝업을 켜려면 이미지를 등록해주세요.',
  popupLoadFailed: '팝업 정보를 불러오지 못했습니다. 다시 시도해주세요.',
  popupSaved: '팝업 설정이 저장되었습니다.',
  popupSaveFailed: '팝업 설정 저장에 실패했습니다. 다시 시도해주세요.',
} as const;
