import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { similarQuerySchema, type SimilarQuery, type SimilarWishesResponse } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { ZodValidationPipe } from '../common/zod-body';
import { SimilarWishesService } from './similar-wishes.service';

/** The wish editor's near-duplicate check (ARCHITECTURE §4.22). Signed in and owner of the news page. */
@ApiTags('wishes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHENTICATED' })
@ApiForbiddenResponse({ type: ApiErrorDto, description: 'NOT_OWNER' })
@Controller('wish')
@UseGuards(JwtAuthGuard)
export class SimilarWishesController {
  constructor(private readonly similar: SimilarWishesService) {}

  /**
   * `GET /api/wish/similar/{eventCode}?title=&link=&excludeWishId=` → 200 `SimilarWishesResponse`
   * (`{candidates: [{wishId, title, link, reason}]}`); 400 `VALIDATION_FAILED` (title over 100 characters,
   * link over 2000, a bad `excludeWishId`); 404 `NEWS_NOT_FOUND`.
   */
  @Get('similar/:eventCode')
  @ApiQuery({ name: 'title', required: false, description: 'the wish title being typed (≤ 100 characters)' })
  @ApiQuery({ name: 'link', required: false, description: 'the product link being typed (≤ 2000 characters)' })
  @ApiQuery({ name: 'excludeWishId', required: false, description: 'the wish being edited' })
  @ApiOkResponse({ description: 'SimilarWishesResponse: {candidates: [{wishId, title, link, reason: SAME_LINK | SAME_PRODUCT | SAME_TITLE}]}' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NEWS_NOT_FOUND' })
  find(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @Query(new ZodValidationPipe(similarQuerySchema)) query: SimilarQuery,
  ): Promise<SimilarWishesResponse> {
    return this.similar.find(memberId, eventCode, query);
  }
}
