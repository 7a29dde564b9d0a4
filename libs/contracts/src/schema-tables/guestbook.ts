import {
  guestbookDeleteSchema,
  guestbookEntryParamsSchema,
  guestbookHiddenSchema,
  guestbookPageQuerySchema,
  guestbookPostSchema,
  GUESTBOOK_MSG,
  LIMITS_GUESTBOOK,
  MSG,
} from '../index';
import { eventCodeCases, pinCases } from './gifts';
import { casesFor, relativeConsentCases, text, type SchemaTable } from './table';

/**
 * Tables of the guestbook schemas (ARCHITECTURE "Guestbook"): a relative's entry in the form's order (share
 * code, name, message, PIN, consent), the PIN deletion, the owner's hide mark, an entry's id and the page query.
 */

const L = LIMITS_GUESTBOOK;
const post = { eventCode: 'AbC123', name: '김이모', message: '축하해요!', password: '1234', privacyConsent: true };
const p = casesFor(post);
const remove = { eventCode: 'AbC123', password: '1234' };
const d = casesFor(remove);
const hidden = casesFor({ hidden: true });
const params = casesFor({ entryId: 'AbC-123_xyzAbC-123_xyz' });
const query = casesFor({ page: '0' });

export const GUESTBOOK_TABLES: SchemaTable[] = [
  {
    name: 'guestbookPostSchema',
    schema: guestbookPostSchema,
    valid: [
      post,
      p.atMax('name', L.guestbookNameMax),
      p.atMax('message', L.guestbookMessageMax),
      // Trimmed before the length check: 300 characters with spaces around still fit.
      p.with('message', `  ${text(L.guestbookMessageMax)}\n`),
      p.with('message', '<script>alert(1)</script>'),
      p.with('password', '0000'),
    ],
    cases: [
      ...eventCodeCases(p),
      ...p.required('name', MSG.reserve.nameRequired),
      p.tooLong('name', L.guestbookNameMax, MSG.reserve.nameTooLong),
      ...p.required('message', GUESTBOOK_MSG.messageRequired),
      p.value('message', '\n\t ', GUESTBOOK_MSG.messageRequired, 'only white space'),
      p.tooLong('message', L.guestbookMessageMax, GUESTBOOK_MSG.messageTooLong),
      ...pinCases(p),
      ...relativeConsentCases(p),
      p.unknown(),
    ],
  },
  {
    name: 'guestbookDeleteSchema',
    schema: guestbookDeleteSchema,
    valid: [remove, d.with('password', '0000')],
    cases: [...eventCodeCases(d), ...pinCases(d), d.unknown()],
  },
  {
    name: 'guestbookHiddenSchema',
    schema: guestbookHiddenSchema,
    valid: [{ hidden: true }, { hidden: false }],
    cases: [
      hidden.missing('hidden', GUESTBOOK_MSG.hiddenInvalid),
      hidden.value('hidden', 'true', GUESTBOOK_MSG.hiddenInvalid, 'a string'),
      hidden.value('hidden', null, GUESTBOOK_MSG.hiddenInvalid, 'null'),
      hidden.unknown(),
    ],
  },
  {
    name: 'guestbookEntryParamsSchema',
    schema: guestbookEntryParamsSchema,
    valid: [{ entryId: 'AbC-123_xyzAbC-123_xyz' }, { entryId: '' }],
    cases: [params.missing('entryId', GUESTBOOK_MSG.entryNotFound), params.value('entryId', 7, GUESTBOOK_MSG.entryNotFound, 'a number')],
  },
  {
    name: 'guestbookPageQuerySchema',
    schema: guestbookPageQuerySchema,
    valid: [{}, { page: '' }, { page: '0' }, { page: '999999' }],
    cases: [
      query.value('page', '-1', MSG.common.badRequest, 'negative'),
      query.value('page', '1.5', MSG.common.badRequest, 'not whole'),
      query.value('page', 'abc', MSG.common.badRequest, 'letters'),
      query.value('page', '1000000', MSG.common.badRequest, 'over six digits'),
      query.value('page', ['1', '2'], MSG.common.badRequest, 'repeated'),
    ],
  },
];
