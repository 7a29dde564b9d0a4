import { z } from 'zod';
import { MSG } from '../common/messages';
import { SIGNUP_CONSENT_ORDER, type LegalDocument } from './documents';
import type { ConsentRecord } from './schemas';
import type { Expect, Same } from '../api/same-shape';

/**
 * The member's consent routes (ARCHITECTURE §4.24): `GET /api/member/consents` and
 * `POST /api/member/consents`, the way back in after a required document got a new version.
 */

/** One box of the renewal page: true, false or absent. */
const box = () => z.boolean({ error: MSG.common.badRequest }).optional();

const legalDocumentSchema = z.enum(SIGNUP_CONSENT_ORDER as [LegalDocument, ...LegalDocument[]]);

/**
 * `POST /api/member/consents`: the boxes ticked on the renewal page, each for the document's current
 * version. Every required document the member has pending must be `true` (else 400 CONSENT_REQUIRED
 * naming it); `marketing` records the optional choice either way (and confirms it again).
 */
export const memberConsentsSchema = z.strictObject({
  terms: box(),
  privacy: box(),
  age14: box(),
  marketing: box(),
});
export type MemberConsentsRequest = z.infer<typeof memberConsentsSchema>;

/** One agreement as stored: document, its version (`YYYY-MM-DD`) and when (ISO 8601). */
const consentRecordSchema = z.strictObject({ document: legalDocumentSchema, version: z.string(), agreedAt: z.string() });

/**
 * `GET` and `POST /api/member/consents` → 200:
 * - `consents`: the member's latest agreement to each document they agreed to (marketing only while agreed);
 * - `pending`: the required documents whose current version the member has not agreed to (member routes
 *   answer 403 CONSENT_REQUIRED while it is not empty), in SIGNUP_CONSENT_ORDER;
 * - `marketing`: the optional e-mail consent — `agreed` is false once it is older than
 *   LIMITS_CONSENT.marketingReconfirmMs; `decidedAt` the last choice (ISO 8601, null: never asked);
 *   `reconfirmBy` when an agreement stops counting (null unless agreed).
 */
export const memberConsentsResponseSchema = z.strictObject({
  consents: z.array(consentRecordSchema),
  pending: z.array(legalDocumentSchema),
  marketing: z.strictObject({ agreed: z.boolean(), decidedAt: z.string().nullable(), reconfirmBy: z.string().nullable() }),
});

/** The answer of the consent routes, as the front ends use it. */
export interface MemberConsents {
  consents: ConsentRecord[];
  pending: LegalDocument[];
  marketing: { agreed: boolean; decidedAt: string | null; reconfirmBy: string | null };
}

/** Compile-time proof that `MemberConsents` and the answer schema describe one shape. */
export type MemberConsentsMatch = Expect<Same<z.output<typeof memberConsentsResponseSchema>, MemberConsents>>;
