import { z } from 'zod';
import type { LegalDocument } from './documents';
import { MSG } from '../common/messages';
import { CONSENT_MSG } from './messages';

/**
 * Request fields of consent (ARCHITECTURE §4.24). A missing or false required consent is a zod
 * issue carrying `params.errorCode = 'CONSENT_REQUIRED'`: the API answers 400 `CONSENT_REQUIRED`
 * with the message naming the consent (the body pipe reads the param), not `VALIDATION_FAILED`.
 */
export const CONSENT_ERROR_PARAMS = { errorCode: 'CONSENT_REQUIRED' } as const;

/** A box that must be ticked: anything but `true` (absent included) is the consent's CONSENT_REQUIRED issue. */
function requiredConsent(message: string) {
  return z
    .unknown()
    .refine((v) => v === true, { message, params: CONSENT_ERROR_PARAMS, abort: true })
    .transform(() => true as const)
    .meta({ type: 'boolean', const: true });
}

/** `consents` of `POST /api/joinProc` and the social sign-ups: terms, privacy and age14 required, marketing optional. */
export const signupConsentsSchema = z.strictObject(
  {
    terms: requiredConsent(CONSENT_MSG.missing.terms),
    privacy: requiredConsent(CONSENT_MSG.missing.privacy),
    age14: requiredConsent(CONSENT_MSG.missing.age14),
    marketing: z.boolean({ error: MSG.common.badRequest }).optional(),
  },
  { error: CONSENT_MSG.missing.terms },
);
export type SignupConsents = z.infer<typeof signupConsentsSchema>;
/** The `consents` field itself: an absent object reads as `{}`, so it fails on `terms` with CONSENT_REQUIRED. */
export const signupConsentsField = signupConsentsSchema.prefault({} as z.input<typeof signupConsentsSchema>);

/** `privacyConsent` of the reserve, pledge, quiz and guestbook bodies: must be `true`. */
export const privacyConsentField = requiredConsent(CONSENT_MSG.missing.relative);

/** The consents a member gave, as `GET /api/member/consents` and the export answer them. */
export type ConsentRecord = { document: LegalDocument; version: string; agreedAt: string };
