import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONSENT_MSG,
  LEGAL_DOCUMENTS,
  LIMITS_CONSENT,
  REQUIRED_DOCUMENTS,
  SIGNUP_CONSENT_ORDER,
  type ConsentRecord,
  type LegalDocument,
  type MemberConsents,
  type MemberConsentsRequest,
  type SignupConsents,
} from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';
import { MemberConsentEntity } from './member-consent.entity';

/** The required documents a 400 CONSENT_REQUIRED can name (marketing is optional). */
type RequiredDocument = Exclude<LegalDocument, 'marketing'>;

/**
 * The key of the required documents' current versions (`terms:2026-12-01,privacy:…,age14:…`), stored
 * in `member.consent_versions` when a member has agreed to all of them (ARCHITECTURE §4.24).
 */
export const CURRENT_CONSENT_KEY = REQUIRED_DOCUMENTS.map((d) => `${d}:${LEGAL_DOCUMENTS[d].version}`).join(',');

/**
 * Members' consents to the legal documents (ARCHITECTURE §4.24): recorded at sign-up, read and given
 * again on the renewal page, and the renewal gate's check. Rows of `member_consent` are only added
 * (the latest per document counts); `member.consent_versions` is the gate's copy, written in the same
 * transaction, so the sign-in guard decides on the member row it reads anyway.
 */
@Injectable()
export class ConsentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * True while the member must agree again: `consentVersions` (`member.consent_versions`) is not the
   * key of the required documents' current versions. No I/O.
   */
  renewalPending(consentVersions: string | null): boolean {
    return consentVersions !== CURRENT_CONSENT_KEY;
  }

  /**
   * Records a sign-up's consents inside the sign-up's transaction (`manager`): the current version of
   * terms, privacy and age14 as agreed, marketing as chosen (absent = declined), all at one time; sets
   * `member.consent_versions` to the current key. `consents` is already validated (signupConsentsSchema).
   */
  async recordSignup(manager: EntityManager, memberId: number, consents: SignupConsents): Promise<void> {
    const at = this.clock.now();
    const choices = SIGNUP_CONSENT_ORDER.map((document) => ({ document, agreed: document === 'marketing' ? consents.marketing === true : true }));
    await manager.insert(
      MemberConsentEntity,
      choices.map(({ document, agreed }) => row(memberId, document, agreed, at)),
    );
    await manager.update(Member, { id: memberId }, { consentVersions: CURRENT_CONSENT_KEY });
  }

  /**
   * `GET /api/member/consents`: `{consents, pending, marketing}` of member `memberId` (see
   * memberConsentsResponseSchema; marketing counts as agreed for LIMITS_CONSENT.marketingReconfirmMs).
   */
  async read(memberId: number): Promise<MemberConsents> {
    return this.describe(await this.latest(this.dataSource.manager, memberId));
  }

  /**
   * `POST /api/member/consents`: agrees to the current version of every pending required document and
   * records `marketing` when given (true confirms it for another LIMITS_CONSENT.marketingReconfirmMs,
   * false declines); required documents already agreed are left as they are (withdrawing a required
   * consent is withdrawing the membership). Sets `member.consent_versions` to the current key, so member
   * routes answer again at once. Rows, key and the answer are written and read in one transaction.
   * @returns the state after, as `read`.
   * @throws DomainError `CONSENT_REQUIRED` (400) naming the first pending required document not ticked `true`.
   */
  async agree(memberId: number, choices: MemberConsentsRequest): Promise<MemberConsents> {
    return this.dataSource.transaction(async (manager) => {
      const pending = pendingOf(await this.latest(manager, memberId));
      const missing = pending.find((document) => choices[document] !== true);
      if (missing) throw new DomainError('CONSENT_REQUIRED', { message: CONSENT_MSG.missing[missing as RequiredDocument] });
      const at = this.clock.now();
      const rows = pending.map((document) => row(memberId, document, true, at));
      if (choices.marketing !== undefined) rows.push(row(memberId, 'marketing', choices.marketing, at));
      if (rows.length > 0) await manager.insert(MemberConsentEntity, rows);
      await manager.update(Member, { id: memberId }, { consentVersions: CURRENT_CONSENT_KEY });
      return this.describe(await this.latest(manager, memberId));
    });
  }

  /** The member's latest row per document (rows are few: one per document per agreement). */
  private async latest(manager: EntityManager, memberId: number): Promise<Map<LegalDocument, MemberConsentEntity>> {
    const rows = await manager.find(MemberConsentEntity, { where: { memberId }, order: { agreedAt: 'ASC', id: 'ASC' } });
    return new Map(rows.map((r) => [r.document, r]));
  }

  private describe(latest: Map<LegalDocument, MemberConsentEntity>): MemberConsents {
    const now = this.clock.now().getTime();
    const marketingRow = latest.get('marketing');
    const reconfirmBy = marketingRow?.agreed ? new Date(marketingRow.agreedAt.getTime() + LIMITS_CONSENT.marketingReconfirmMs) : null;
    const marketingAgreed = reconfirmBy !== null && reconfirmBy.getTime() > now;
    const consents: ConsentRecord[] = SIGNUP_CONSENT_ORDER.flatMap((document) => {
      const r = latest.get(document);
      const counts = document === 'marketing' ? marketingAgreed : r?.agreed === true;
      return r && counts ? [{ document, version: r.version, agreedAt: r.agreedAt.toISOString() }] : [];
    });
    return {
      consents,
      pending: pendingOf(latest),
      marketing: { agreed: marketingAgreed, decidedAt: marketingRow?.agreedAt.toISOString() ?? null, reconfirmBy: reconfirmBy?.toISOString() ?? null },
    };
  }
}

/** The required documents whose current version has no agreement in `latest`, in SIGNUP_CONSENT_ORDER. */
function pendingOf(latest: Map<LegalDocument, MemberConsentEntity>): LegalDocument[] {
  return REQUIRED_DOCUMENTS.filter((document) => {
    const r = latest.get(document);
    return !(r?.agreed && r.version === LEGAL_DOCUMENTS[document].version);
  });
}

function row(memberId: number, document: LegalDocument, agreed: boolean, agreedAt: Date): Partial<MemberConsentEntity> {
  return { memberId, document, version: LEGAL_DOCUMENTS[document].version, agreed, agreedAt };
}
