/**
 * The legal documents a member agrees to and their versions (ARCHITECTURE §4.24). A version is the
 * effective date (`YYYY-MM-DD`, Asia/Seoul). Raising the version of a required document makes every
 * member who agreed to an earlier one agree again at the next sign-in (403 `CONSENT_REQUIRED` until
 * then); `earlier` lists the versions a member may have agreed to, newest first, for the legal pages.
 */
export const LEGAL_DOCUMENTS = {
  /** 이용약관 (/terms-of-use): required. */
  terms: { version: '2026-12-01', required: true, earlier: ['2025-01-01'] },
  /** 개인정보 수집·이용 동의 and the privacy policy (/privacy-policy): required. */
  privacy: { version: '2026-12-01', required: true, earlier: ['2025-01-01'] },
  /** 만 14세 이상 확인 (PIPA Art. 22-2: a child's data needs a guardian's consent): required. */
  age14: { version: '2026-12-01', required: true, earlier: [] as string[] },
  /** 광고성 정보 이메일 수신 (정보통신망법 Art. 50): optional, confirmed again every LIMITS_CONSENT.marketingReconfirmMs. */
  marketing: { version: '2026-12-01', required: false, earlier: [] as string[] },
} as const;

/**
 * Who the legal pages name (ARCHITECTURE §4.24, PIPA Art. 30, 31): the operator (OPERATOR_NAME), the
 * privacy officer (PRIVACY_OFFICER_NAME) and the contact address (PRIVACY_CONTACT_EMAIL), from the API's
 * configuration through the runtime config; null where the operator has not set it (the pages say so).
 */
export interface LegalOperator {
  name: string | null;
  privacyOfficer: string | null;
  contactEmail: string | null;
}

/** One of the documents above. */
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;
/** The documents in the order a consent step lists them. */
export const SIGNUP_CONSENT_ORDER: readonly LegalDocument[] = ['terms', 'privacy', 'age14', 'marketing'];
/** The documents a member must have agreed to, at their current version, to use member routes. */
export const REQUIRED_DOCUMENTS: readonly LegalDocument[] = SIGNUP_CONSENT_ORDER.filter((d) => LEGAL_DOCUMENTS[d].required);

/**
 * The notice relatives agree to on the reserve, pledge, quiz and guestbook forms (PIPA Art. 15, 17):
 * its version is stored with the row (`privacy_consent_version`).
 */
export const RELATIVE_NOTICE_VERSION = '2026-12-01';
