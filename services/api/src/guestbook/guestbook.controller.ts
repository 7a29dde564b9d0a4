import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  guestbookRoutes as routes,
  type GuestbookDeleteRequest,
  type GuestbookDeletedResponse,
  type GuestbookHiddenRequest,
  type GuestbookHiddenResponse,
  type GuestbookManagePage,
  type GuestbookPage,
  type GuestbookPageQuery,
  type GuestbookPostRequest,
  type GuestbookPostResponse,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ClientAddress } from '../common/address-key';
import { Route, RouteBody, RouteQuery } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { GuestbookOwnerService } from './guestbook-owner.service';
import { GuestbookService } from './guestbook.service';

/**
 * The guestbook routes of the API table (`guestbookRoutes`, ARCHITECTURE "Guestbook"). Reading and posting
 * need no login but the news page's share code; posting has its own limits per address and per page
 * (`GuestbookPostLimits`) besides the generic one; the PIN deletion has the strict limit and the reservation
 * PIN's lockouts (ARCHITECTURE §5); hiding, deleting and the full read are the page owner's.
 */
@Controller()
export class GuestbookController {
  constructor(
    private readonly guestbook: GuestbookService,
    private readonly owner: GuestbookOwnerService,
  ) {}

  /** `guestbookRoutes.list` `?page=` → one page of the visible entries, newest first. */
  @Route(routes.list)
  list(@Param('code') code: string, @RouteQuery(routes.list) query: GuestbookPageQuery): Promise<GuestbookPage> {
    return this.guestbook.read(code, query.page);
  }

  /** `guestbookRoutes.post` `{eventCode, name, message, password, privacyConsent}` → 201 `{entryId}`. */
  @Route(routes.post)
  post(@Param('code') code: string, @RouteBody(routes.post) body: GuestbookPostRequest, @ClientAddress() ip: string): Promise<GuestbookPostResponse> {
    return this.guestbook.post(code, body, ip);
  }

  /** `guestbookRoutes.pinDelete` `{eventCode, password}` → `{entryId, deleted: true}`. */
  @Route(routes.pinDelete)
  @StrictRateLimit()
  deleteWithPin(
    @Param('entryId') entryId: string,
    @RouteBody(routes.pinDelete) body: GuestbookDeleteRequest,
    @ClientAddress() ip: string,
  ): Promise<GuestbookDeletedResponse> {
    return this.guestbook.deleteWithPin(entryId, body, ip);
  }

  /** `guestbookRoutes.hidden` `{hidden}` (the page's owner) → `{entryId, hidden}`. */
  @Route(routes.hidden)
  @UseGuards(JwtAuthGuard)
  setHidden(
    @CurrentMemberId() memberId: number,
    @Param('entryId') entryId: string,
    @RouteBody(routes.hidden) body: GuestbookHiddenRequest,
  ): Promise<GuestbookHiddenResponse> {
    return this.owner.setHidden(memberId, entryId, body.hidden);
  }

  /** `guestbookRoutes.ownerDelete` (the page's owner) → `{entryId, deleted: true}`. */
  @Route(routes.ownerDelete)
  @UseGuards(JwtAuthGuard)
  remove(@CurrentMemberId() memberId: number, @Param('entryId') entryId: string): Promise<GuestbookDeletedResponse> {
    return this.owner.remove(memberId, entryId);
  }

  /** `guestbookRoutes.manage` `?page=` (the page's owner) → one page of every entry, hidden ones marked. */
  @Route(routes.manage)
  @UseGuards(JwtAuthGuard)
  manage(@CurrentMemberId() memberId: number, @Param('code') code: string, @RouteQuery(routes.manage) query: GuestbookPageQuery): Promise<GuestbookManagePage> {
    return this.owner.manage(memberId, code, query.page);
  }
}
