import { ACCOUNT_MSG } from './members/messages';
import { describe, expect, it } from '@jest/globals';
import { firstMessage } from './common/first-message';
import { MSG } from './common/messages';
import { accountUpdateSchema } from './members/schemas';
import { assetGroupEditSchema, popupUpdateSchema } from './site/schemas';

/** The request schemas of '내 정보' (ARCHITECTURE §4.21) and of the site content edits (spec §5, §7). */
describe('accountUpdateSchema', () => {
  it('trims, turns blanks into null and keeps the phone as digits like a quiz contact', () => {
    expect(
      accountUpdateSchema.parse({ realName: ' 김하늘 ', phoneNumber: ' 010-1234 5678 ', postCode: '06236', address: ' 서울 ', detailAddress: '' }),
    ).toEqual({
      realName: '김하늘',
      phoneNumber: '01012345678',
      postCode: '06236',
      address: '서울',
      detailAddress: null,
    });
    expect(accountUpdateSchema.parse({})).toEqual({ realName: null, phoneNumber: null, postCode: null, address: null, detailAddress: null });
    expect(accountUpdateSchema.parse({ phoneNumber: '+82 (10) 1234.5678' }).phoneNumber).toBe('821012345678');
  });

  it.each([
    [{ phoneNumber: 'abc' }, ACCOUNT_MSG.phoneFormat],
    [{ phoneNumber: '--' }, ACCOUNT_MSG.phoneFormat],
    [{ phoneNumber: '1'.repeat(21) }, ACCOUNT_MSG.phoneTooLong],
    [{ postCode: '06236' }, ACCOUNT_MSG.postCodeRequired],
    [{ address: '서울' }, ACCOUNT_MSG.postCodeRequired],
    [{ realName: '가'.repeat(51) }, ACCOUNT_MSG.realNameTooLong],
  ])('%j → %s', (body, message) => {
    const parsed = accountUpdateSchema.safeParse(body);
    expect(parsed.success ? null : firstMessage(parsed.error)).toBe(message);
  });
});

describe('assetGroupEditSchema', () => {
  it('defaults the lists and turns an empty main image into null', () => {
    expect(assetGroupEditSchema.parse({ title: ' 제목 ', mainImagePath: '' })).toEqual({
      title: '제목',
      mainImagePath: null,
      originalAssetImagePaths: [],
      assetImagePriorities: [],
      newAssetImagePaths: [],
      newAssetImagePriorities: [],
    });
  });

  it.each([
    [{ title: '' }, MSG.site.assetTitleRequired],
    [{ title: '제목', newAssetImagePaths: ['assets/a.png'], newAssetImagePriorities: [-1] }, MSG.site.priorityInvalid],
    [{ title: '제목', newAssetImagePaths: ['assets/a.png'], newAssetImagePriorities: [0.5] }, MSG.site.priorityInvalid],
    [{ title: '제목', newAssetImagePaths: ['assets/a.png', 'assets/b.png'], newAssetImagePriorities: [1] }, MSG.site.priorityInvalid],
    [{ title: '제목', newAssetImagePaths: Array.from({ length: 21 }, (_, i) => `assets/${i}.png`), newAssetImagePriorities: [] }, MSG.site.tooManyAssetImages],
  ])('%j → %s', (body, message) => {
    const parsed = assetGroupEditSchema.safeParse(body);
    expect(parsed.success ? null : firstMessage(parsed.error)).toBe(message);
  });
});

describe('popupUpdateSchema', () => {
  it("takes 'true'/'false' as spec §3's switch and needs an image to switch on", () => {
    expect(popupUpdateSchema.parse({ mainImagePath: 'popup-modal-1.png', title: 'true' })).toEqual({ mainImagePath: 'popup-modal-1.png', title: 'true' });
    expect(popupUpdateSchema.parse({ title: 'false' })).toEqual({ mainImagePath: null, title: 'false' });
    const on = popupUpdateSchema.safeParse({ mainImagePath: null, title: 'true' });
    expect(on.success ? null : firstMessage(on.error)).toBe(MSG.site.popupImageRequired);
    const bad = popupUpdateSchema.safeParse({ title: 'on' });
    expect(bad.success ? null : firstMessage(bad.error)).toBe(MSG.site.popupSwitchInvalid);
  });
});
