import { Controller, UseGuards } from '@nestjs/common';
import { wishLinkPreviewRoute, type WishLinkPreview, type WishLinkPreviewRequest } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { WishLinkPreviewService } from './wish-link-preview.service';

/** '링크로 채우기' of the API table (`wishLinkPreviewRoute`, ARCHITECTURE "Universal add"). Signed in, owner of a news page. */
@Controller()
@UseGuards(JwtAuthGuard)
export class WishLinkPreviewController {
  constructor(private readonly linkPreview: WishLinkPreviewService) {}

  /**
   * `wishLinkPreviewRoute` `{url}` → `{title, price, imagePath, imageUrl}` (each nullable; price in KRW); 400
   * `VALIDATION_FAILED` (missing or non-http(s) url); 401; 404 `NEWS_NOT_FOUND` (no news page); 429 `RATE_LIMITED`.
   */
  @Route(wishLinkPreviewRoute)
  preview(@CurrentMemberId() memberId: number, @RouteBody(wishLinkPreviewRoute) body: WishLinkPreviewRequest): Promise<WishLinkPreview> {
    return this.linkPreview.preview(memberId, body.url);
  }
}
