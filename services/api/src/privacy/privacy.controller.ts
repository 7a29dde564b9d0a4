import { Body, Controller, Res, UseGuards } from '@nestjs/common';
import {
  memberExportRoute,
  memberExportSchema,
  seoulToday,
  withdrawalPreviewRoute,
  type MemberExport,
  type MemberExportRequest,
  type TokenClaims,
  type WithdrawalPreview,
} from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { OpenDuringConsentRenewal } from '../auth/consent-renewal.decorator';
import { CurrentMemberId, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ClientAddress } from '../common/address-key';
import { Route } from '../common/api-route';
import { Clock } from '../common/clock';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-body';
import { MemberExportService } from './member-export.service';

/**
 * `Content-Disposition` of the export: `babynews-내정보-YYYYMMDD.json` (Seoul day of `now`), as RFC 6266
 * asks — an ASCII `filename` for old clients and the UTF-8 name in `filename*` (RFC 5987 encoding).
 */
export function exportDisposition(now: Date): string {
  const day = seoulToday(now).replace(/-/g, '');
  return `attachment; filename="babynews-export-${day}.json"; filename*=UTF-8''${encodeURIComponent(`babynews-내정보-${day}.json`)}`;
}

/**
 * The member's data rights (ARCHITECTURE §4.24; `memberExportRoutes`): the export of everything held
 * about them and the counts the withdrawal dialog names. Both answer while a consent renewal is pending
 * (a member who will not agree again may still take their data and leave).
 */
@Controller()
@UseGuards(JwtAuthGuard)
@OpenDuringConsentRenewal()
export class PrivacyController {
  constructor(
    private readonly exports: MemberExportService,
    private readonly clock: Clock,
  ) {}

  /**
   * `memberExportRoute` `{password}` → 200 the member's data as a JSON file (`Content-Disposition:
   * attachment`, `Cache-Control: no-store`). A missing body counts as `{}` (a social member), validated
   * here as the withdrawal does.
   */
  @Route(memberExportRoute)
  @StrictRateLimit()
  async export(
    @CurrentUser() claims: TokenClaims,
    @Body() body: unknown,
    @ClientAddress() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MemberExport> {
    const parsed: MemberExportRequest = new ZodValidationPipe(memberExportSchema).transform(body ?? {});
    const document = await this.exports.export(claims, parsed, ip);
    reply.header('content-disposition', exportDisposition(this.clock.now()));
    reply.header('cache-control', 'no-store');
    return document;
  }

  /** `withdrawalPreviewRoute` → 200 `{newsPages, wishes, gifts, quizzes, quizAnswers, followers, uploads}` (counts). */
  @Route(withdrawalPreviewRoute)
  withdrawalPreview(@CurrentMemberId() memberId: number): Promise<WithdrawalPreview> {
    return this.exports.withdrawalPreview(memberId);
  }
}
