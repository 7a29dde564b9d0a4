import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  coparentRoutes,
  type CoparentAcceptRequest,
  type CoparentAcceptResponse,
  type CoparentInviteResponse,
  type CoparentStatusResponse,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { CoparentService } from './coparent.service';

/** `coparentRoutes` (ARCHITECTURE "Two parents"): invite, accept, confirm and remove the page's co-parent. */
@Controller()
@UseGuards(JwtAuthGuard)
export class CoparentController {
  constructor(private readonly coparents: CoparentService) {}

  /** → `{role, creatorName, coparent}` (either owner). */
  @Route(coparentRoutes.status)
  status(@CurrentMemberId() memberId: number, @Param('code') code: string): Promise<CoparentStatusResponse> {
    return this.coparents.status(code, memberId);
  }

  /** → `{inviteUrl, expiresAt}` (creator). */
  @Route(coparentRoutes.invite)
  invite(@CurrentMemberId() memberId: number, @Param('code') code: string): Promise<CoparentInviteResponse> {
    return this.coparents.invite(code, memberId);
  }

  /** `{token}` → `{title, creatorName, status: 'ACCEPTED'}`. */
  @Route(coparentRoutes.accept)
  accept(@CurrentMemberId() memberId: number, @RouteBody(coparentRoutes.accept) body: CoparentAcceptRequest): Promise<CoparentAcceptResponse> {
    return this.coparents.accept(memberId, body.token);
  }

  /** → the status, CONFIRMED (creator). */
  @Route(coparentRoutes.confirm)
  confirm(@CurrentMemberId() memberId: number, @Param('code') code: string): Promise<CoparentStatusResponse> {
    return this.coparents.confirm(code, memberId);
  }

  /** → the status, NONE (creator). */
  @Route(coparentRoutes.remove)
  remove(@CurrentMemberId() memberId: number, @Param('code') code: string): Promise<CoparentStatusResponse> {
    return this.coparents.remove(code, memberId);
  }
}
