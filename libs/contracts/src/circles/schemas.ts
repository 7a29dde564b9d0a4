import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { CIRCLES } from './circle';
import { ADDRESS_NOTE_MAX, CIRCLES_MSG } from './messages';

/**
 * Request and answer schemas of the two circles (ARCHITECTURE "Two circles", DESIGN §4.26): the owner opens
 * or closes the friends circle (now, or from a day at 00:00 Asia/Seoul), writes the note friends see instead
 * of the address, and makes either code anew. Strict objects; checks in the order the card shows them.
 */

/**
 * `PUT /api/event/circles/{code}` `{friendsOpen, friendsOpenAt?, addressNote?}`: `friendsOpenAt` a day
 * `YYYY-MM-DD` (Asia/Seoul; '' or null → null = open at once; absent keeps it), `addressNote` at most 200
 * characters ('' or null → null; absent keeps it).
 */
export const circlesUpdateSchema = z.strictObject({
  friendsOpen: z.boolean({ error: CIRCLES_MSG.friendsOpenInvalid }),
  friendsOpenAt: z
    .string({ error: CIRCLES_MSG.friendsOpenAtInvalid })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), CIRCLES_MSG.friendsOpenAtInvalid)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  addressNote: z
    .string({ error: CIRCLES_MSG.addressNoteTooLong })
    .trim()
    .max(ADDRESS_NOTE_MAX, CIRCLES_MSG.addressNoteTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type CirclesUpdateRequest = z.infer<typeof circlesUpdateSchema>;
export type CirclesUpdateInput = z.input<typeof circlesUpdateSchema>;

/** `POST /api/event/circles/{code}/rotate` `{circle: 'FAMILY'|'FRIENDS'}`: which code to make anew. */
export const circlesRotateSchema = z.strictObject({ circle: z.enum(CIRCLES, { error: CIRCLES_MSG.circleInvalid }) });
export type CirclesRotateRequest = z.infer<typeof circlesRotateSchema>;

/** `PUT /api/event/circles/{code}` → 200: the friends code (made on the first call, kept while closed). */
export const circlesUpdateResponseSchema = z.strictObject({ friendsCode: z.string() });
export type CirclesUpdateResponse = z.infer<typeof circlesUpdateResponseSchema>;

/**
 * `GET /api/event/circles/{code}` and `POST /api/event/circles/{code}/rotate` → 200: the owner's view of the
 * circles. `code` the family code, `friendsCode` null until the friends circle was first set up,
 * `friendsOpenAt` `YYYY-MM-DD` or null, `friendsOpenNow` whether the friends code answers at this moment.
 */
export const circlesStateResponseSchema = z.strictObject({
  code: z.string(),
  friendsCode: z.string().nullable(),
  friendsOpen: z.boolean(),
  friendsOpenAt: z.string().nullable(),
  friendsOpenNow: z.boolean(),
  addressNote: z.string().nullable(),
});
export type CirclesState = z.infer<typeof circlesStateResponseSchema>;
