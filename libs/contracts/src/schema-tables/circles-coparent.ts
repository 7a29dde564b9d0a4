import { ADDRESS_NOTE_MAX, CIRCLES_MSG, circlesRotateSchema, circlesUpdateSchema, COPARENT_MSG, coparentAcceptSchema } from '../index';
import { casesFor, type SchemaTable } from './table';

/**
 * Tables of the two circles (ARCHITECTURE "Two circles": open flag, opening day, note) and of the co-parent's
 * invitation (ARCHITECTURE "Two parents": the 43-character base64url token).
 */

const update = { friendsOpen: true };
const u = casesFor(update);
const rotate = { circle: 'FRIENDS' };
const r = casesFor(rotate);
const accept = { token: 'A'.repeat(43) };
const a = casesFor(accept);

export const CIRCLES_COPARENT_TABLES: SchemaTable[] = [
  {
    name: 'circlesUpdateSchema',
    schema: circlesUpdateSchema,
    valid: [
      update,
      { friendsOpen: false },
      u.with('friendsOpenAt', '2027-05-01'),
      u.with('friendsOpenAt', ''),
      u.with('friendsOpenAt', null),
      u.atMax('addressNote', ADDRESS_NOTE_MAX),
      u.with('addressNote', null),
    ],
    cases: [
      u.missing('friendsOpen', CIRCLES_MSG.friendsOpenInvalid),
      u.value('friendsOpen', 'yes', CIRCLES_MSG.friendsOpenInvalid, 'a string'),
      u.value('friendsOpenAt', '2027-13-01', CIRCLES_MSG.friendsOpenAtInvalid, 'not a day'),
      u.value('friendsOpenAt', '2027/05/01', CIRCLES_MSG.friendsOpenAtInvalid, 'slashes'),
      u.value('friendsOpenAt', 20270501, CIRCLES_MSG.friendsOpenAtInvalid, 'a number'),
      u.tooLong('addressNote', ADDRESS_NOTE_MAX, CIRCLES_MSG.addressNoteTooLong),
      u.value('addressNote', 7, CIRCLES_MSG.addressNoteTooLong, 'a number'),
      u.unknown(),
    ],
  },
  {
    name: 'circlesRotateSchema',
    schema: circlesRotateSchema,
    valid: [rotate, { circle: 'FAMILY' }],
    cases: [
      r.missing('circle', CIRCLES_MSG.circleInvalid),
      r.value('circle', 'friends', CIRCLES_MSG.circleInvalid, 'lower case'),
      r.value('circle', 1, CIRCLES_MSG.circleInvalid, 'a number'),
      r.unknown(),
    ],
  },
  {
    name: 'coparentAcceptSchema',
    schema: coparentAcceptSchema,
    valid: [accept, { token: 'a-_9'.repeat(10) + 'xyz' }],
    cases: [
      a.missing('token', COPARENT_MSG.tokenRequired),
      a.value('token', 'A'.repeat(42), COPARENT_MSG.tokenRequired, 'too short'),
      a.value('token', 'A'.repeat(44), COPARENT_MSG.tokenRequired, 'too long'),
      a.value('token', '+'.repeat(43), COPARENT_MSG.tokenRequired, 'not base64url'),
      a.value('token', 43, COPARENT_MSG.tokenRequired, 'a number'),
      a.unknown(),
    ],
  },
];
