import { BIRTH_MSG, eventBirthSchema, LIMITS, LIMITS_BIRTH, MSG } from '../index';
import { casesFor, text, type SchemaCase, type SchemaTable } from './table';

/**
 * Table of the birth announcement's body (ARCHITECTURE "Birth announcement"), in the form's order: the
 * instant (ISO 8601 with an offset), one to three babies (name required ≤ 20; kg 0.3–7.0 and cm 20–70, each
 * with at most one decimal), the photo's stored key, the words (≤ 500). "Not in the future" needs a clock
 * and is the API's and the form's check (`isBirthInFuture`), not the schema's.
 */

const birth = { bornAt: '2027-05-12T14:30:00+09:00', babies: [{ name: '하늘이', weightKg: 3.2, heightCm: 50 }] };
const b = casesFor(birth);

/** `birth` with the first baby's `field` set to `value`. */
const withBaby = (field: string, value: unknown) => ({ ...birth, babies: [{ ...birth.babies[0], [field]: value }] });
const babyCase = (field: string, value: unknown, message: string, label: string): SchemaCase => ({
  name: `babies[0].${field} ${label}`,
  input: withBaby(field, value),
  message,
  path: ['babies', 0, field],
});

export const BIRTH_TABLES: SchemaTable[] = [
  {
    name: 'eventBirthSchema',
    schema: eventBirthSchema,
    valid: [
      birth,
      b.with('bornAt', '2027-05-12T05:30:00Z'),
      b.with('bornAt', '2027-05-12T05:30:00.123Z'),
      b.with('babies', [{ name: '하늘이' }]),
      b.with('babies', [{ name: '하늘이', weightKg: null, heightCm: null }]),
      // at the limits: kg 0.3 and 7.0, cm 20 and 70, one decimal each; triplets; a name of 20 and words of 500 characters
      b.with('babies', [
        { name: text(LIMITS_BIRTH.birthNameMax), weightKg: 0.3, heightCm: 20 },
        { name: '바다', weightKg: 7, heightCm: 70 },
        { name: '별', weightKg: 2.9, heightCm: 48.5 },
      ]),
      b.with('photoPath', 'wish/12-1700000000000-0a1b2c3d4e5f.webp'),
      b.with('photoPath', null),
      b.with('photoPath', ''),
      b.atMax('message', LIMITS_BIRTH.birthMessageMax),
      b.with('message', null),
    ],
    cases: [
      b.missing('bornAt', BIRTH_MSG.bornAtRequired),
      b.value('bornAt', '', BIRTH_MSG.bornAtRequired, 'empty'),
      b.value('bornAt', 20270512, BIRTH_MSG.bornAtRequired, 'not a string'),
      b.value('bornAt', '2027-05-12', BIRTH_MSG.bornAtRequired, 'a day without a time'),
      b.value('bornAt', '2027-05-12T14:30:00', BIRTH_MSG.bornAtRequired, 'no offset'),
      b.value('bornAt', '2027-02-30T14:30:00+09:00', BIRTH_MSG.bornAtRequired, 'a day that does not exist'),
      b.value('bornAt', '1899-12-31T14:30:00+09:00', BIRTH_MSG.bornAtRequired, 'before 1900'),
      b.missing('babies', BIRTH_MSG.babiesCount),
      b.value('babies', [], BIRTH_MSG.babiesCount, 'none'),
      b.value('babies', [{ name: '가' }, { name: '나' }, { name: '다' }, { name: '라' }], BIRTH_MSG.babiesCount, 'four'),
      b.value('babies', '하늘이', BIRTH_MSG.babiesCount, 'not a list'),
      { name: 'babies[0] not an object', input: b.with('babies', ['하늘이']), message: BIRTH_MSG.nameRequired, path: ['babies', 0] },
      babyCase('name', undefined, BIRTH_MSG.nameRequired, 'missing'),
      babyCase('name', '  ', BIRTH_MSG.nameRequired, 'blank'),
      babyCase('name', text(LIMITS_BIRTH.birthNameMax + 1), BIRTH_MSG.nameTooLong, `over ${LIMITS_BIRTH.birthNameMax} characters`),
      babyCase('weightKg', 0.2, BIRTH_MSG.weightInvalid, 'below 0.3'),
      babyCase('weightKg', 7.1, BIRTH_MSG.weightInvalid, 'above 7.0'),
      babyCase('weightKg', 3.25, BIRTH_MSG.weightInvalid, 'two decimals'),
      babyCase('weightKg', '3.2', BIRTH_MSG.weightInvalid, 'a string'),
      babyCase('heightCm', 19.9, BIRTH_MSG.heightInvalid, 'below 20'),
      babyCase('heightCm', 70.1, BIRTH_MSG.heightInvalid, 'above 70'),
      babyCase('heightCm', 50.25, BIRTH_MSG.heightInvalid, 'two decimals'),
      {
        name: 'babies[0] an unknown field',
        input: withBaby('sex', 'girl'),
        message: MSG.common.unknownField('sex'),
        path: ['babies', 0],
      },
      b.value('photoPath', 5, MSG.common.badRequest, 'not a string'),
      b.tooLong('photoPath', LIMITS.imagePathMax, MSG.common.badRequest),
      b.value('message', 5, BIRTH_MSG.messageTooLong, 'not a string'),
      b.tooLong('message', LIMITS_BIRTH.birthMessageMax, BIRTH_MSG.messageTooLong),
      b.unknown(),
    ],
  },
];
