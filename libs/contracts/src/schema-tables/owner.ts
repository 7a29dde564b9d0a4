import { eventCreateSchema, LIMITS, LINK_PREVIEW_MSG, MSG, thankedSchema, wishCreateSchema, wishLinkPreviewSchema, wishReorderSchema } from '../index';
import { casesFor, type SchemaTable } from './table';

/**
 * Tables of the parent's-side fields and schemas (ARCHITECTURE §4.20): due date, surprise mode and
 * reveal day on the news body; stage, most wanted and sort order on the wish body; reorder; thanked.
 */

const P = MSG.parent;
const news = { title: '우리 아기가 찾아왔어요', description: '', postCode: '06236', address: '서울 강남구 테헤란로 1', detailAddress: '' };
const n = casesFor(news);
const w = casesFor({ title: '아기 욕조' });
const r = casesFor({ wishIds: [1, 2] });
const t = casesFor({ thanked: true });
const l = casesFor({ url: 'https://www.coupang.com/vp/products/7335597976' });

export const OWNER_TABLES: SchemaTable[] = [
  {
    name: 'eventCreateSchema (due date and surprise mode)',
    schema: eventCreateSchema,
    valid: [
      n.with('dueDate', '2027-05-10'),
      n.with('dueDate', '2028-02-29'),
      n.with('dueDate', ''),
      n.with('dueDate', null),
      { ...news, surpriseMode: true, revealAt: '2027-06-01' },
      { ...news, surpriseMode: false, revealAt: null },
    ],
    cases: [
      n.value('dueDate', '2027-02-29', P.dueDateInvalid, 'not a calendar day'),
      n.value('dueDate', '2027-5-10', P.dueDateInvalid, 'without leading zeros'),
      n.value('dueDate', '2027-05-10T00:00:00Z', P.dueDateInvalid, 'with a time'),
      n.value('dueDate', 20270510, P.dueDateInvalid, 'a number'),
      n.value('surpriseMode', 'true', P.surpriseModeInvalid, 'a string'),
      n.value('revealAt', '내일', P.revealAtInvalid, 'in words'),
    ],
  },
  {
    name: 'wishCreateSchema (stage, most wanted, order)',
    schema: wishCreateSchema,
    valid: [w.with('neededBy', 'NEWBORN'), w.with('neededBy', 'MONTH_12_PLUS'), w.with('neededBy', null), w.with('mostWanted', true), w.with('sortOrder', 0)],
    cases: [
      w.value('neededBy', 'MONTH_24', P.neededByInvalid, 'an unknown stage'),
      w.value('neededBy', 'newborn', P.neededByInvalid, 'in lower case'),
      w.value('mostWanted', 1, P.mostWantedInvalid, 'a number'),
      w.value('sortOrder', -1, P.sortOrderInvalid, 'negative'),
      w.value('sortOrder', 1.5, P.sortOrderInvalid, 'not an integer'),
      w.value('sortOrder', 1_000_001, P.sortOrderInvalid, 'over the maximum'),
    ],
  },
  {
    name: 'wishReorderSchema',
    schema: wishReorderSchema,
    valid: [{ wishIds: [7] }, { wishIds: Array.from({ length: 200 }, (_, i) => i + 1) }],
    cases: [
      r.missing('wishIds', P.reorderInvalid),
      r.value('wishIds', [], P.reorderInvalid, 'empty'),
      r.value(
        'wishIds',
        Array.from({ length: 201 }, (_, i) => i + 1),
        P.reorderInvalid,
        'over 200 ids',
      ),
      { name: 'wishIds repeated', input: { wishIds: [3, 3] }, message: P.reorderInvalid, path: ['wishIds'] },
      { name: 'wishIds with zero', input: { wishIds: [0] }, message: P.reorderInvalid, path: ['wishIds', 0] },
      r.unknown(),
    ],
  },
  {
    name: 'thankedSchema',
    schema: thankedSchema,
    valid: [{ thanked: true }, { thanked: false }],
    cases: [t.missing('thanked', P.thankedInvalid), t.value('thanked', 'yes', P.thankedInvalid, 'a string'), t.unknown()],
  },
  {
    name: 'wishLinkPreviewSchema (링크로 채우기, ARCHITECTURE "Universal add")',
    schema: wishLinkPreviewSchema,
    valid: [
      { url: 'https://www.coupang.com/vp/products/7335597976' },
      { url: '  http://shop.example/item?id=1  ' },
      l.with('url', `https://shop.example/${'a'.repeat(LIMITS.linkMax - 21)}`),
    ],
    cases: [
      ...l.required('url', LINK_PREVIEW_MSG.urlRequired),
      l.value('url', 'www.coupang.com/vp/products/1', MSG.wish.linkInvalid, 'without a scheme'),
      l.value('url', 'javascript:alert(1)', MSG.wish.linkInvalid, 'not http(s)'),
      l.value('url', `https://shop.example/${'a'.repeat(LIMITS.linkMax)}`, MSG.wish.linkInvalid, `over ${LIMITS.linkMax} characters`),
      l.unknown(),
    ],
  },
];
