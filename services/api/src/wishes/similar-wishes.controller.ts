import { Controller, Param, UseGuards } from '@nestjs/common';
import { similarWishesRoute, type SimilarQuery, type SimilarWishesResponse } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteQuery } from '../common/api-route';
import { SimilarWishesService } from './similar-wishes.service';

/** The wish editor's near-duplicate check of the API table (`similarWishesRoute`, ARCHITECTURE §4.22). Signed in and owner of the news page. */
@Controller()
@UseGuards(JwtAuthGuard)
export class SimilarWishesController {
  constructor(private readonly similar: SimilarWishesService) {}

  /**
   * `similarWishesRoute` (`?title=&link=&excludeWishId=`) → `{candidates: [{wishId, title, link, reason}]}`;
   * 400 `VALIDATION_FAILED` (title over 100 characters, link over 2000, a bad `excludeWishId`, a repeated
   * parameter); 404 `NEWS_NOT_FOUND`; 403 `NOT_OWNER`.
   */
  @Route(similarWishesRoute)
  find(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @RouteQuery(similarWishesRoute) query: SimilarQuery,
  ): Promise<SimilarWishesResponse> {
    return this.similar.find(memberId, eventCode, query);
  }
}
