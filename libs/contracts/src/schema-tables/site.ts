import { ACCOUNT_MSG } from '../members/messages';
import { ACCOUNT_LIMITS, accountUpdateSchema, assetGroupEditSchema, LIMITS, MSG, popupUpdateSchema, SECURITY_MSG, SITE_LIMITS, withdrawSchema } from '../index';
import { casesFor, type SchemaTable } from './table';

/**
 * Tables of the member's '내 정보' settings (ARCHITECTURE §4.21) and of the site content edits (spec §5,
 * §7: asset groups and the home popup).
 */

const a = casesFor({ realName: '김하늘', phoneNumber: '010-1234-5678', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '' });
const w = casesFor({ password: 'happy-baby-2026' });
const g = casesFor({ title: '첫 화면', mainImagePath: 'assets/hero.png' });
const p = casesFor({ mainImagePath: 'popup-modal-1.png', title: 'true' });
const paths = (n: number) => Array.from({ length: n }, (_, i) => `assets/${i}.png`);

export const SITE_TABLES: SchemaTable[] = [
  {
    name: 'accountUpdateSchema',
    schema: accountUpdateSchema,
    valid: [
      {},
      a.with('phoneNumber', '+82 (10) 1234.5678'),
      a.with('phoneNumber', ''),
      a.atMax('realName', ACCOUNT_LIMITS.realNameMax),
      { ...a.with('postCode', ''), address: '' },
      a.atMax('detailAddress', LIMITS.addressMax),
    ],
    cases: [
      a.tooLong('realName', ACCOUNT_LIMITS.realNameMax, ACCOUNT_MSG.realNameTooLong),
      a.value('phoneNumber', 'abc', ACCOUNT_MSG.phoneFormat, 'letters'),
      a.value('phoneNumber', '--', ACCOUNT_MSG.phoneFormat, 'no digit'),
      a.value('phoneNumber', '1'.repeat(ACCOUNT_LIMITS.phoneInputMax + 1), ACCOUNT_MSG.phoneTooLong, 'too long'),
      { name: 'postCode without address', input: { postCode: '06236' }, message: ACCOUNT_MSG.postCodeRequired, path: ['address'] },
      { name: 'address without postCode', input: { address: '서울' }, message: ACCOUNT_MSG.postCodeRequired, path: ['address'] },
      a.tooLong('address', LIMITS.addressMax, MSG.event.addressTooLong),
      a.unknown(),
    ],
  },
  {
    // `{}` is a social member's body; a password member without one is refused by the service (MSG.auth.passwordRequired).
    name: 'withdrawSchema',
    schema: withdrawSchema,
    valid: [{}, w.atMax('password', LIMITS.loginPasswordMax)],
    cases: [
      w.value('password', 1234, MSG.auth.passwordRequired, 'a number'),
      w.tooLong('password', LIMITS.loginPasswordMax, SECURITY_MSG.passwordMismatch),
      w.unknown(),
    ],
  },
  {
    name: 'assetGroupEditSchema',
    schema: assetGroupEditSchema,
    valid: [
      g.with('mainImagePath', ''),
      g.atMax('title', SITE_LIMITS.assetTitleMax),
      { ...g.with('newAssetImagePaths', paths(2)), newAssetImagePriorities: [0, SITE_LIMITS.assetPriorityMax] },
      g.with('assetImagePriorities', [{ imageUrl: 'assets/a.png', priority: 3 }]),
      { ...g.with('newAssetImagePaths', paths(SITE_LIMITS.assetImagesMax)), newAssetImagePriorities: paths(SITE_LIMITS.assetImagesMax).map(() => 1) },
    ],
    cases: [
      ...g.required('title', MSG.site.assetTitleRequired),
      g.tooLong('title', SITE_LIMITS.assetTitleMax, MSG.site.assetTitleTooLong),
      {
        name: 'a negative priority',
        input: { ...g.with('newAssetImagePaths', paths(1)), newAssetImagePriorities: [-1] },
        message: MSG.site.priorityInvalid,
        path: ['newAssetImagePriorities', 0],
      },
      {
        name: 'a fractional priority',
        input: { ...g.with('newAssetImagePaths', paths(1)), newAssetImagePriorities: [0.5] },
        message: MSG.site.priorityInvalid,
        path: ['newAssetImagePriorities', 0],
      },
      {
        name: 'fewer priorities than images',
        input: { ...g.with('newAssetImagePaths', paths(2)), newAssetImagePriorities: [1] },
        message: MSG.site.priorityInvalid,
        path: ['newAssetImagePriorities'],
      },
      {
        name: 'too many new images',
        input: { ...g.with('newAssetImagePaths', paths(SITE_LIMITS.assetImagesMax + 1)), newAssetImagePriorities: [] },
        message: MSG.site.tooManyAssetImages,
        path: ['newAssetImagePaths'],
      },
      g.unknown(),
    ],
  },
  {
    name: 'popupUpdateSchema',
    schema: popupUpdateSchema,
    valid: [p.with('title', 'false'), { title: 'false' }, { mainImagePath: null, title: 'false' }],
    cases: [
      p.value('title', 'on', MSG.site.popupSwitchInvalid, 'not true/false'),
      p.value('title', true, MSG.site.popupSwitchInvalid, 'a boolean'),
      p.value('mainImagePath', null, MSG.site.popupImageRequired, 'missing while switched on'),
      p.unknown(),
    ],
  },
];
