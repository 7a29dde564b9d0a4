import { Controller, Delete, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { wishCreateSchema, wishUpdateSchema, type WishCreateRequest, type WishOwner, type WishUpdateRequest } from '@babynews/contracts';
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

  /** `POST /api/wish/create/{eventCode}` → 201 with the wish (`WishOwner`). */
  @Post('create/:eventCode')
  @ApiCreatedResponse({ description: 'WishOwner' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '위시리스트 제목을 입력해주세요.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
  create(@CurrentMemberId() memberId: number, @Param('eventCode') eventCode: string, @ZodBody(wishCreateSchema) body: WishCreateRequest): Promise<WishOwner> {
    return this.wishes.create(memberId, eventCode, body);
  }

  /** `PUT /api/wish/update/{id}` → 200 with the wish; `imagePath` null keeps the image, '' removes it. */
  @Put('update/:id')
  @ApiOkResponse({ description: 'WishOwner' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '위시리스트 항목을 찾을 수 없습니다.' })
  update(
    @CurrentMemberId() memberId: number,
    @IdParam('id', 'WISH_NOT_FOUND') id: number,
    @ZodBody(wishUpdateSchema) body: WishUpdateRequest,
  ): Promise<WishOwner> {
    return this.wishes.update(memberId, id, body);
  }

  /** `DELETE /api/wish/delete/{id}` → 200 `{id}` (its reservation is deleted with it). */
  @Delete('delete/:id')
  @ApiOkResponse({ schema: { type: 'object', properties: { id: { type: 'integer' } } } })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '위시리스트 항목을 찾을 수 없습니다.' })
  remove(@CurrentMemberId() memberId: number, @IdParam('id', 'WISH_NOT_FOUND') id: number): Promise<{ id: number }> {
    return this.wishes.remove(memberId, id);
  }
}
