import { z } from 'zod';
import { MSG } from '../common/messages';
import { requiredText } from '../common/text-fields';
import { privacyConsentField } from '../consent/schemas';
import { eventCodeFieldSchema } from '../events/schemas';
import { gatePinSchema } from '../reservations/pin-field';
import { LIMITS_GUESTBOOK } from './limits';
import { GUESTBOOK_MSG } from './messages';

/**
 * Request schemas of the congratulations guestbook (ARCHITECTURE "Guestbook"): a relative's entry, its
 * deletion with the PIN, the owner's hide mark and the page of a read. Strict objects; checks in the order
 * the form shows them. Names and messages are plain text: trimmed, never parsed as markup.
 */

/**
 * `POST /api/guestbook/{code}` `{eventCode, name, message, password, privacyConsent: true}`: the share code
 * first (it must equal the path's, ARCHITECTURE §4.7), the name (1–50 characters), the message (1–300
 * characters after trimming), the 4-digit PIN that deletes the entry later, and the relatives' consent box
 * last (400 `CONSENT_REQUIRED` without it, ARCHITECTURE §4.24).
 */
export const guestbookPostSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  name: requiredText(MSG.reserve.nameRequired, { len: LIMITS_GUESTBOOK.guestbookNameMax, message: MSG.reserve.nameTooLong }),
  message: requiredText(GUESTBOOK_MSG.messageRequired, { len: LIMITS_GUESTBOOK.guestbookMessageMax, message: GUESTBOOK_MSG.messageTooLong }),
  password: gatePinSchema,
  privacyConsent: privacyConsentField,
});
export type GuestbookPostRequest = z.infer<typeof guestbookPostSchema>;
export type GuestbookPostInput = z.input<typeof guestbookPostSchema>;

/** `POST /api/guestbook/delete/{entryId}` `{eventCode, password}`: the page's share code and the entry's 4-digit PIN. */
export const guestbookDeleteSchema = z.strictObject({ eventCode: eventCodeFieldSchema, password: gatePinSchema });
export type GuestbookDeleteRequest = z.infer<typeof guestbookDeleteSchema>;

/** `PUT /api/guestbook/{entryId}/hidden` `{hidden}` (the news page's owner). */
export const guestbookHiddenSchema = z.strictObject({ hidden: z.boolean({ error: GUESTBOOK_MSG.hiddenInvalid }) });
export type GuestbookHiddenRequest = z.infer<typeof guestbookHiddenSchema>;

/**
 * Path parameters of the calls on one entry: its public id, 22 characters of base64url (not a number).
 * The API answers an id of any other form `GUESTBOOK_ENTRY_NOT_FOUND`, as an unknown one.
 */
export const guestbookEntryParamsSchema = z.strictObject({
  entryId: z.string({ error: GUESTBOOK_MSG.entryNotFound }).describe('The guestbook entry’s public id (base64url, 22 characters).'),
});
export type GuestbookEntryParams = z.infer<typeof guestbookEntryParamsSchema>;

/** `?page=` of `GET /api/guestbook/{code}` and `GET /api/guestbook/{code}/manage`: 0-based, decimal ('' or absent: 0). */
export const guestbookPageQuerySchema = z.object({
  page: z
    .string({ error: MSG.common.badRequest })
    .regex(/^\d{0,6}$/, MSG.common.badRequest)
    .optional(),
});
export type GuestbookPageQuery = z.infer<typeof guestbookPageQuerySchema>;
