import { Controller, Delete, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  wishCreateSchema,
  wishReorderSchema,
  wishUpdateSchema,
  type PlannedWishOwner,
  type WishCreateRequest,
  type WishReorderRequest,
  type WishReorderResponse,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { ZodBody } from '../common/zod-body';
import { WishesService } from './wishes.service';

/** The owner's wish editor calls (spec §3, §7; ARCHITECTURE §4.10). Every route: signed in and owner of the news page. */
@ApiTags('wishes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
@Controller('wish')
@UseGuards(JwtAuthGuard)
export class WishesController {
  constructor(private readonly wishes: WishesService) {}

  /** `POST /api/wish/create/{eventCode}` → 201 with the wish (`WishOwner`); `quantity` defaults to 1, `groupGift` to false (needs a price). */
  @Post('create/:eventCode')
  @ApiCreatedResponse({ description: 'WishOwner' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '위시리스트 제목을 입력해주세요.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
  create(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @ZodBody(wishCreateSchema) body: WishCreateRequest,
  ): Promise<PlannedWishOwner> {
    return this.wishes.create(memberId, eventCode, body);
  }

  /**
   * `PUT /api/wish/update/{id}` → 200 with the wish; `imagePath` null keeps the image, '' removes it; `quantity` and
   * `groupGift` absent keep (ARCHITECTURE §4.22).
   */
  @Put('update/:id')
  @ApiOkResponse({ description: 'WishOwner' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'WISH_QUANTITY_BELOW_RESERVED / WISH_GIFT_MODE_LOCKED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '위시리스트 항목을 찾을 수 없습니다.' })
  update(
    @CurrentMemberId() memberId: number,
    @IdParam('id', 'WISH_NOT_FOUND') id: number,
    @ZodBody(wishUpdateSchema) body: WishUpdateRequest,
  ): Promise<PlannedWishOwner> {
    return this.wishes.update(memberId, id, body);
  }

  /**
   * `PUT /api/wish/reorder/{eventCode}` `{wishIds}` → 200 `{eventCode, wishIds}`: sortOrder 1, 2, 3… in
   * this order (one group of the editor; ARCHITECTURE §4.20). An id of another page → 404 WISH_NOT_FOUND.
   */
  @Put('reorder/:eventCode')
  @ApiOkResponse({ description: 'WishReorderResponse' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '순서를 바꿀 위시리스트 항목을 확인해주세요.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NEWS_NOT_FOUND / WISH_NOT_FOUND' })
  reorder(
    @CurrentMemberId() memberId: number,
    @Param('eventCode') eventCode: string,
    @ZodBody(wishReorderSchema) body: WishReorderRequest,
  ): Promise<WishReorderResponse> {
    return this.wishes.reorder(memberId, eventCode, body.wishIds);
  }

  /** `DELETE /api/wish/delete/{id}` → 200 `{id}` (its reservation is deleted with it). */
  @Delete('delete/:id')
  @ApiOkResponse({ schema: { type: 'object', properties: { id: { type: 'integer' } } } })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '위시리스트 항목을 찾을 수 없습니다.' })
  remove(@CurrentMemberId() memberId: number, @IdParam('id', 'WISH_NOT_FOUND') id: number): Promise<{ id: number }> {
    return this.wishes.remove(memberId, id);
  }
}
