import { Controller, UseGuards } from '@nestjs/common';
import { memberConsentRoutes as routes, type MemberConsents, type MemberConsentsRequest } from '@babynews/contracts';
import { OpenDuringConsentRenewal } from '../auth/consent-renewal.decorator';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { ConsentService } from './consent.service';

/**
 * The member's consents (ARCHITECTURE §4.24; `memberConsentRoutes`): both answer while a renewal is
 * pending, since they are the way to agree again.
 */
@Controller()
@UseGuards(JwtAuthGuard)
@OpenDuringConsentRenewal()
export class ConsentController {
  constructor(private readonly consents: ConsentService) {}

  /** `memberConsents` → 200 `{consents, pending, marketing}`; 401 without a current token. */
  @Route(routes.memberConsents)
  read(@CurrentMemberId() memberId: number): Promise<MemberConsents> {
    return this.consents.read(memberId);
  }

  /** `memberConsentsAgree` `{terms?, privacy?, age14?, marketing?}` → 200 as `memberConsents`; 400 CONSENT_REQUIRED naming a pending document left unticked. */
  @Route(routes.memberConsentsAgree)
  agree(@CurrentMemberId() memberId: number, @RouteBody(routes.memberConsentsAgree) body: MemberConsentsRequest): Promise<MemberConsents> {
    return this.consents.agree(memberId, body);
  }
}
