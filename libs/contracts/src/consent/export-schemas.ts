import { z } from 'zod';
import { SIGNUP_CONSENT_ORDER, type LegalDocument } from './documents';
import { eventInfoResponseSchema } from '../events/responses';
import { accountInfoResponseSchema } from '../members/responses';
import { withdrawSchema } from '../members/schemas';
import { NOTIFICATION_MODES } from '../notifications/schemas';
import { ownerPledgeRowResponseSchema } from '../pledges/responses';
import { guestbookOwnerEntryResponseSchema } from '../guestbook/responses';
import { quizManageResponseSchema } from '../quizzes/responses';
import { ownerReservationResponseSchema } from '../reservations/responses';

/**
 * The member's data export (ARCHITECTURE §4.24, PIPA Art. 35): `POST /api/member/export` `{password}`
 * answers every row held about the member as one JSON document.
 */

/**
 * `POST /api/member/export` `{password}`: the re-authentication of the withdrawal (the same schema): a
 * member with a password sends it, a social member sends `{}` and needs a fresh sign-in.
 */
export const memberExportSchema = withdrawSchema;
export type MemberExportRequest = z.infer<typeof memberExportSchema>;

const int = () => z.number().int();
const legalDocument = z.enum(SIGNUP_CONSENT_ORDER as [LegalDocument, ...LegalDocument[]]);

/** One news page of the member as its owner sees it; surprise mode holds (no relative's name before the reveal day). */
const exportedNewsPage = z.strictObject({
  /** The page, its wishes (with the owner's fields), quizzes, followers and fund: the owner's `fetchInfoByCode`. */
  page: eventInfoResponseSchema,
  /** Per wish: the owner's reservation view (`GET /api/wish/reservation/{wishId}`): live and cancelled reservations, the PIN lock. */
  reservations: z.array(z.strictObject({ wishId: int(), ...ownerReservationResponseSchema.shape })),
  /** Group-gift and fund pledges as the owner's summary lists them. */
  pledges: z.array(ownerPledgeRowResponseSchema),
  /** True while surprise mode hides the relatives' names and contacts (until the reveal day). */
  reserversHidden: z.boolean(),
  /** The quizzes with every answer (all pages of the owner's quiz management). */
  quizzes: quizManageResponseSchema.shape.quizzes,
  /** When each follower started following (username, display name). */
  followers: z.array(z.strictObject({ username: z.string(), displayName: z.string(), followedAt: z.string() })),
  /** Every guestbook entry, hidden ones included and marked, newest first (the owner's read, ARCHITECTURE "Guestbook"). */
  guestbook: z.array(guestbookOwnerEntryResponseSchema),
});

/**
 * `POST /api/member/export` → 200, sent as a file (`Content-Disposition: attachment`):
 * - `account`: '내 정보' plus role and sign-up time (no password hash, no token secrets);
 * - `mailVerification`: the verified address and when;
 * - `notifications`: the mail mode and the page activity waiting for or carried by a mail (a relative's
 *   name null while surprise mode hides it);
 * - `consents`: every agreement recorded (document, version, agreed, when);
 * - `newsPages`: each page owned (`exportedNewsPage`);
 * - `following`: the pages the member follows; `uploads`: the files they uploaded (public URL, size, time).
 * Times are ISO 8601.
 */
export const memberExportResponseSchema = z.strictObject({
  format: z.literal('babynews-member-export'),
  exportedAt: z.string(),
  account: z.strictObject({ ...accountInfoResponseSchema.shape, role: z.string(), joinedAt: z.string().nullable() }),
  mailVerification: z.strictObject({ emailVerified: z.boolean(), verifiedEmail: z.string().nullable(), verifiedAt: z.string().nullable() }),
  notifications: z.strictObject({
    mode: z.enum(NOTIFICATION_MODES),
    activity: z.array(
      z.strictObject({
        newsCode: z.string(),
        kind: z.string(),
        subject: z.string(),
        relativeName: z.string().nullable(),
        createdAt: z.string(),
        mailed: z.boolean(),
      }),
    ),
  }),
  consents: z.array(z.strictObject({ document: legalDocument, version: z.string(), agreed: z.boolean(), agreedAt: z.string() })),
  newsPages: z.array(exportedNewsPage),
  following: z.array(z.strictObject({ code: z.string(), title: z.string(), displayName: z.string(), followedAt: z.string() })),
  uploads: z.array(z.strictObject({ url: z.string().nullable(), path: z.string(), sizeBytes: int(), uploadedAt: z.string() })),
  /** Co-parent invitations the member sent for their page or accepted (ARCHITECTURE "Two parents"); the token is never kept. */
  coparentInvites: z.array(
    z.strictObject({ role: z.enum(['SENT', 'ACCEPTED']), pageTitle: z.string(), expiresAt: z.string(), acceptedAt: z.string().nullable() }),
  ),
});
export type MemberExport = z.output<typeof memberExportResponseSchema>;
export type ExportedNewsPage = MemberExport['newsPages'][number];

/** `GET /api/member/withdrawalPreview` → 200: how much the withdrawal deletes, per item of the dialog's list. */
export const withdrawalPreviewResponseSchema = z.strictObject({
  newsPages: int(),
  wishes: int(),
  gifts: int(),
  quizzes: int(),
  quizAnswers: int(),
  followers: int(),
  uploads: int(),
  /**
   * The confirmed co-parent's display name when the member created a page that has one (ARCHITECTURE "Two
   * parents"): that page is handed over, not deleted, so the page counts above leave it out; else null.
   */
  handoverTo: z.string().nullable(),
});
export type WithdrawalPreview = z.output<typeof withdrawalPreviewResponseSchema>;
