import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  wishRoutes as routes,
  type PlannedWishOwner,
  type WishCreateRequest,
  type WishReorderRequest,
  type WishReorderResponse,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { WishesService } from './wishes.service';

/**
 * The owner's wish editor calls of the API table (`wishRoutes`, spec §3, §7; ARCHITECTURE §4.10, §4.20,
 * §4.22). Every route: signed in and owner of the news page.
 */
@Controller()
@UseGuards(JwtAuthGuard)
export class WishesController {
  constructor(private readonly wishes: WishesService) {}

  /** `wishRoutes.create` → 201 the wish as its owner sees it; `quantity` defaults to 1, `groupGift` to false (needs a price). */
  @Route(routes.create)
  create(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @RouteBody(routes.create) body: WishCreateRequest,
  ): Promise<PlannedWishOwner> {
    return this.wishes.create(memberId, eventCode, body);
  }

  /**
   * `wishRoutes.update` → the wish; `imagePath` null keeps the image, '' removes it; `quantity` and
   * `groupGift` absent keep (ARCHITECTURE §4.22).
   */
  @Route(routes.update)
  update(
    @CurrentMemberId() memberId: number,
    @IdParam('id', 'WISH_NOT_FOUND') id: number,
    @RouteBody(routes.update) body: WishUpdateRequest,
  ): Promise<PlannedWishOwner> {
    return this.wishes.update(memberId, id, body);
  }

  /**
   * `wishRoutes.reorder` → `{eventCode, wishIds}`: sortOrder 1, 2, 3… in this order (one group of the
   * editor; ARCHITECTURE §4.20). An id of another page → 404 WISH_NOT_FOUND.
   */
  @Route(routes.reorder)
  reorder(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @RouteBody(routes.reorder) body: WishReorderRequest,
  ): Promise<WishReorderResponse> {
    return this.wishes.reorder(memberId, eventCode, body.wishIds);
  }

  /** `wishRoutes.delete` → `{id}` (its reservations are deleted with it). */
  @Route(routes.delete)
  remove(@CurrentMemberId() memberId: number, @IdParam('id', 'WISH_NOT_FOUND') id: number): Promise<{ id: number }> {
    return this.wishes.remove(memberId, id);
  }
}
