import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EXPORT_MSG,
  LIMITS_CONSENT,
  type ExportedNewsPage,
  type LegalDocument,
  type MemberExport,
  type MemberExportRequest,
  type NewsInfo,
  type NotificationMode,
  type TokenClaims,
  type WithdrawalPreview,
} from '@babynews/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { RateLimiterFactory } from '../common/rate-limiters';
import { fromSqlTimestamp } from '../database/sql-timestamp';
import { EventEntity } from '../events/event.entity';
import { EventReadService } from '../events/event-read.service';
import { EventWrapUpService } from '../events/summary/summary.service';
import { SurpriseGate } from '../events/surprise-gate.service';
import { GuestbookOwnerService } from '../guestbook/guestbook-owner.service';
import { AccountService } from '../members/account.service';
import { WithdrawalService } from '../members/withdrawal.service';
import { QuizzesService } from '../quizzes/quizzes.service';
import { ReservationsOwnerService } from '../reservations/reservations-owner.service';
import { UploadsService } from '../uploads/uploads.service';

/** The per-member window of LIMITS_CONSENT.exportPerDay (s). */
const DAY_SECONDS = 24 * 60 * 60;

const iso = (value: Date | string | null | undefined): string | null => (value ? fromSqlTimestamp(value).toISOString() : null);

/**
 * The member's data rights on '내 정보' (ARCHITECTURE §4.24, PIPA Art. 35–36): the export of every row
 * held about them, and the counts the withdrawal dialog names. The export reads the news page through
 * the owner's own reads (`EventReadService`, `ReservationsOwnerService.view`, `EventWrapUpService`,
 * `QuizzesService.manage`, `GuestbookOwnerService.allOfEvent`), so surprise mode holds exactly as on the owner's screens; the rows those
 * reads do not show (consents, follow times, page activity, uploads) are read here.
 */
@Injectable()
export class MemberExportService {
  private readonly perDay: RateLimiterAbstract;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly withdrawal: WithdrawalService,
    private readonly account: AccountService,
    private readonly pages: EventReadService,
    private readonly reservations: ReservationsOwnerService,
    private readonly wrapUp: EventWrapUpService,
    private readonly quizzes: QuizzesService,
    private readonly surprise: SurpriseGate,
    private readonly uploads: UploadsService,
    private readonly guestbook: GuestbookOwnerService,
    private readonly clock: Clock,
    limiters: RateLimiterFactory,
  ) {
    this.perDay = limiters.create({
      points: LIMITS_CONSENT.exportPerDay,
      duration: DAY_SECONDS,
      keyPrefix: `rl:member-export:${LIMITS_CONSENT.exportPerDay}:${DAY_SECONDS}`,
    });
  }

  /**
   * `POST /api/member/export` `{password}` → `MemberExport` of the token's member (`claims`), called from
   * client address `address`: first the withdrawal's re-authentication (`WithdrawalService.confirm`; a
   * refusal changes nothing and counts no export), then one of LIMITS_CONSENT.exportPerDay exports per
   * member per 24 hours (counted in Redis or the database, shared by every instance), then the document.
   * @throws DomainError `UNAUTHENTICATED` (401), `VALIDATION_FAILED` (400, no password), `PASSWORD_MISMATCH`
   *   (401), `REAUTH_REQUIRED` (401, EXPORT_MSG.reauthRequired: social member with an older sign-in), `LOGIN_LOCKED` /
   *   `ATTEMPT_BUDGET_EXCEEDED` (429), `RATE_LIMITED` (429, EXPORT_MSG.perDay), `FORBIDDEN` (403, administrator).
   */
  async export(claims: TokenClaims, body: MemberExportRequest, address: string): Promise<MemberExport> {
    const memberId = Number(claims.sub);
    await this.withdrawal.confirm(claims, body, address).catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'REAUTH_REQUIRED') throw new DomainError('REAUTH_REQUIRED', { message: EXPORT_MSG.reauthRequired });
      throw err;
    });
    await this.countExport(memberId);
    return this.document(claims, memberId);
  }

  /**
   * `GET /api/member/withdrawalPreview` → how many of each item the withdrawal deletes: news pages, wishes,
   * gifts (reservations and pledges on them), quizzes, quiz answers, followers, uploads; a page with a confirmed
   * co-parent is handed over instead (`handoverTo`, ARCHITECTURE "Two parents") and left out of the counts.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   */
  async withdrawalPreview(memberId: number): Promise<WithdrawalPreview> {
    const count = async (sql: string) => Number(((await this.dataSource.query(sql, [memberId])) as Array<{ n: number | string }>)[0]?.n ?? 0);
    const [members, newsPages, wishes, reservations, pledges, quizzes, quizAnswers, followers, uploads] = await Promise.all([
      count('SELECT COUNT(*) AS n FROM `member` WHERE id = ?'),
      count('SELECT COUNT(*) AS n FROM `event` WHERE owner_id = ? AND coparent_id IS NULL'),
      count('SELECT COUNT(*) AS n FROM `wish` w JOIN `event` e ON e.id = w.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL'),
      count(
        'SELECT COUNT(*) AS n FROM `reservation` r JOIN `wish` w ON w.id = r.wish_id JOIN `event` e ON e.id = w.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL',
      ),
      count('SELECT COUNT(*) AS n FROM `pledge` p JOIN `event` e ON e.id = p.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL'),
      count('SELECT COUNT(*) AS n FROM `quiz` q JOIN `event` e ON e.id = q.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL'),
      count(
        'SELECT COUNT(*) AS n FROM `quiz_submission` s JOIN `quiz` q ON q.id = s.quiz_id JOIN `event` e ON e.id = q.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL',
      ),
      count('SELECT COUNT(*) AS n FROM `event_follower` f JOIN `event` e ON e.id = f.event_id WHERE e.owner_id = ? AND e.coparent_id IS NULL'),
      count('SELECT COUNT(*) AS n FROM `upload` WHERE member_id = ?'),
    ]);
    if (members === 0) throw new DomainError('UNAUTHENTICATED');
    const [heir] = (await this.dataSource.query('SELECT m.display_name FROM `event` e JOIN `member` m ON m.id = e.coparent_id WHERE e.owner_id = ?', [
      memberId,
    ])) as Array<{ display_name: string }>;
    return { newsPages, wishes, gifts: reservations + pledges, quizzes, quizAnswers, followers, uploads, handoverTo: heir?.display_name ?? null };
  }

  /** One export of `memberId` counted. @throws DomainError `RATE_LIMITED` (429, EXPORT_MSG.perDay) past the day's allowance. */
  private async countExport(memberId: number): Promise<void> {
    try {
      await this.perDay.consume(String(memberId));
    } catch (err) {
      if (err instanceof Error) throw err;
      throw new DomainError('RATE_LIMITED', { message: EXPORT_MSG.perDay });
    }
  }

  /** The document (see memberExportResponseSchema). */
  private async document(claims: TokenClaims, memberId: number): Promise<MemberExport> {
    const [info, own] = await Promise.all([
      this.account.info(memberId),
      this.dataSource.getRepository(EventEntity).find({ where: { ownerId: memberId }, order: { id: 'ASC' } }),
    ]);
    const [memberRow] = (await this.dataSource.query(
      'SELECT role, created_at AS joinedAt, verified_email AS verifiedEmail, email_verified_at AS verifiedAt FROM `member` WHERE id = ?',
      [memberId],
    )) as Array<{ role: string; joinedAt: Date | string | null; verifiedEmail: string | null; verifiedAt: Date | string | null }>;
    if (!memberRow) throw new DomainError('UNAUTHENTICATED');
    const [consents, notifications, following, uploads, newsPages, coparentInvites] = await Promise.all([
      this.consents(memberId),
      this.notifications(memberId, own),
      this.following(memberId),
      this.uploadsOf(memberId),
      Promise.all(own.map((event) => this.newsPage(claims, memberId, event))),
      this.coparentInvites(memberId),
    ]);
    return {
      format: 'babynews-member-export',
      exportedAt: this.clock.now().toISOString(),
      account: { ...info, role: memberRow.role, joinedAt: iso(memberRow.joinedAt) },
      mailVerification: { emailVerified: info.emailVerified, verifiedEmail: memberRow.verifiedEmail, verifiedAt: iso(memberRow.verifiedAt) },
      notifications,
      consents,
      newsPages,
      following,
      uploads,
      coparentInvites,
    };
  }

  /** The co-parent invitations of the member's page and the ones they accepted (ARCHITECTURE "Two parents"). */
  private async coparentInvites(memberId: number): Promise<MemberExport['coparentInvites']> {
    const rows = (await this.dataSource.query(
      `SELECT e.owner_id AS ownerId, e.title AS pageTitle, i.expires_at AS expiresAt, i.accepted_at AS acceptedAt
         FROM \`coparent_invite\` i JOIN \`event\` e ON e.id = i.event_id
        WHERE e.owner_id = ? OR i.accepted_member_id = ? ORDER BY i.id`,
      [memberId, memberId],
    )) as Array<{ ownerId: number | string; pageTitle: string; expiresAt: Date | string; acceptedAt: Date | string | null }>;
    return rows.map((r) => ({
      role: Number(r.ownerId) === memberId ? ('SENT' as const) : ('ACCEPTED' as const),
      pageTitle: r.pageTitle,
      expiresAt: iso(r.expiresAt)!,
      acceptedAt: iso(r.acceptedAt),
    }));
  }

  /** Every agreement recorded in `member_consent` (the whole history, oldest first). */
  private async consents(memberId: number): Promise<MemberExport['consents']> {
    const rows = (await this.dataSource.query(
      'SELECT document, version, agreed, agreed_at AS agreedAt FROM `member_consent` WHERE member_id = ? ORDER BY agreed_at, id',
      [memberId],
    )) as Array<{ document: LegalDocument; version: string; agreed: number | boolean; agreedAt: Date | string }>;
    return rows.map((r) => ({ document: r.document, version: r.version, agreed: !!Number(r.agreed), agreedAt: iso(r.agreedAt)! }));
  }

  /** The mail mode (no row = DAILY) and the page activity kept for notifications; names hidden while surprise mode hides them. */
  private async notifications(memberId: number, own: EventEntity[]): Promise<MemberExport['notifications']> {
    const [setting] = (await this.dataSource.query('SELECT mode FROM `notification_setting` WHERE member_id = ?', [memberId])) as Array<{
      mode: NotificationMode;
    }>;
    const rows = (await this.dataSource.query(
      'SELECT event_id AS eventId, kind, subject, relative_name AS relativeName, created_at AS createdAt, mail_key AS mailKey FROM `notification_event` WHERE member_id = ? ORDER BY created_at, id',
      [memberId],
    )) as Array<{ eventId: number | string; kind: string; subject: string; relativeName: string | null; createdAt: Date | string; mailKey: string | null }>;
    const events = new Map(own.map((e) => [e.id, e]));
    const activity = rows.map((r) => {
      const event = events.get(Number(r.eventId));
      const hidden = !event || this.surprise.hidden(event);
      return {
        newsCode: event?.code ?? '',
        kind: r.kind,
        subject: r.subject,
        relativeName: hidden ? null : r.relativeName,
        createdAt: iso(r.createdAt)!,
        mailed: r.mailKey !== null,
      };
    });
    return { mode: setting?.mode ?? 'DAILY', activity };
  }

  /** The pages the member follows, most recent first, with their owner's display name and when. */
  private async following(memberId: number): Promise<MemberExport['following']> {
    const rows = (await this.dataSource.query(
      `SELECT e.code AS code, e.title AS title, m.display_name AS displayName, f.created_at AS followedAt
         FROM \`event_follower\` f JOIN \`event\` e ON e.id = f.event_id JOIN \`member\` m ON m.id = e.owner_id
        WHERE f.member_id = ? ORDER BY f.created_at DESC, f.id DESC`,
      [memberId],
    )) as Array<{ code: string; title: string; displayName: string; followedAt: Date | string }>;
    return rows.map((r) => ({ code: r.code, title: r.title, displayName: r.displayName, followedAt: iso(r.followedAt)! }));
  }

  /** The upload ledger's rows of the member: public URL, key, declared size (bytes), time. */
  private async uploadsOf(memberId: number): Promise<MemberExport['uploads']> {
    const rows = (await this.dataSource.query('SELECT path, size_bytes AS sizeBytes, created_at AS createdAt FROM `upload` WHERE member_id = ? ORDER BY id', [
      memberId,
    ])) as Array<{ path: string; sizeBytes: number | string; createdAt: Date | string }>;
    return rows.map((r) => ({ url: this.uploads.imageUrl(r.path), path: r.path, sizeBytes: Number(r.sizeBytes), uploadedAt: iso(r.createdAt)! }));
  }

  /**
   * One owned page through the owner's reads (surprise mode applied by each of them; the guestbook names no
   * gift, so it is given whole, hidden entries marked).
   */
  private async newsPage(claims: TokenClaims, memberId: number, event: EventEntity): Promise<ExportedNewsPage> {
    const page = JSON.parse(await this.pages.read(event.code, claims)) as NewsInfo;
    const [summary, quizzes, followers, guestbook] = await Promise.all([
      this.wrapUp.summary(event.code, memberId),
      this.allQuizzes(memberId, event.code),
      this.followersOf(event.id),
      this.guestbook.allOfEvent(event.id),
    ]);
    const reservations = [];
    for (const wish of page.wishList) reservations.push({ wishId: wish.id, ...(await this.reservations.view(memberId, wish.id)) });
    return { page, reservations, pledges: summary.pledges, reserversHidden: summary.reserversHidden, quizzes, followers, guestbook };
  }

  /** Every quiz with every answer: all pages of the owner's quiz management, joined per quiz. */
  private async allQuizzes(memberId: number, code: string): Promise<ExportedNewsPage['quizzes']> {
    const first = await this.quizzes.manage(memberId, code, 0);
    const quizzes = first.quizzes.map((quiz) => ({ ...quiz, submissions: [...quiz.submissions] }));
    for (let page = 1; page < first.totalPages; page++) {
      const next = await this.quizzes.manage(memberId, code, page);
      for (const quiz of next.quizzes) quizzes.find((q) => q.id === quiz.id)?.submissions.push(...quiz.submissions);
    }
    return quizzes;
  }

  /** The page's followers with when they started, oldest first. */
  private async followersOf(eventId: number): Promise<ExportedNewsPage['followers']> {
    const rows = (await this.dataSource.query(
      'SELECT m.username AS username, m.display_name AS displayName, f.created_at AS followedAt FROM `event_follower` f JOIN `member` m ON m.id = f.member_id WHERE f.event_id = ? ORDER BY f.created_at, f.id',
      [eventId],
    )) as Array<{ username: string; displayName: string; followedAt: Date | string }>;
    return rows.map((r) => ({ username: r.username, displayName: r.displayName, followedAt: iso(r.followedAt)! }));
  }
}
