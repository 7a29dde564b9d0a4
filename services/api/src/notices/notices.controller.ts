import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
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
import { noticeSaveSchema, type Notice, type NoticeDeletedResponse, type NoticeSaveRequest, type NoticeSummary } from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { ZodBody } from '../common/zod-body';
import { NoticeDeletedDto, NoticeDto, NoticeSummaryDto } from './dto/notice.dto';
import { NoticesService } from './notices.service';

/**
 * Notice routes of spec §7 (ARCHITECTURE §4.14): the public list and detail under `/api/notice`, and
 * create/edit/delete under `/api/admin/notice` behind `AdminGuard` (role re-read from the database).
 */
@ApiTags('notice')
@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** `GET /api/notice/fetchAll` → 200 `[{id, title, createdAt}]`, newest first. */
  @Get('notice/fetchAll')
  @ApiOkResponse({ type: [NoticeSummaryDto] })
  list(): Promise<NoticeSummary[]> {
    return this.notices.list();
  }

  /** `GET /api/notice/fetch/{id}` → 200 the notice; 404 `NOTICE_NOT_FOUND`. */
  @Get('notice/fetch/:id')
  @ApiOkResponse({ type: NoticeDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '공지사항을 찾을 수 없습니다.' })
  get(@IdParam('id', 'NOTICE_NOT_FOUND') id: number): Promise<Notice> {
    return this.notices.get(id);
  }

  /** `POST /api/admin/notice/create` `{title, content, imagePath?}` → 201 the notice (content sanitised). */
  @Post('admin/notice/create')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: NoticeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '제목을 입력해주세요. / 제목은 200자 이하로 입력해주세요. / 내용을 입력해주세요.' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an administrator (FORBIDDEN)' })
  create(@CurrentMemberId() adminId: number, @ZodBody(noticeSaveSchema) body: NoticeSaveRequest): Promise<Notice> {
    return this.notices.create(adminId, body);
  }

  /** `PUT /api/admin/notice/edit/{id}` with the create body → 200 the notice; `imagePath: null` removes the image. */
  @Put('admin/notice/edit/:id')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: NoticeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '제목을 입력해주세요. / 제목은 200자 이하로 입력해주세요. / 내용을 입력해주세요.' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an administrator (FORBIDDEN)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '공지사항을 찾을 수 없습니다.' })
  edit(@CurrentMemberId() adminId: number, @IdParam('id', 'NOTICE_NOT_FOUND') id: number, @ZodBody(noticeSaveSchema) body: NoticeSaveRequest): Promise<Notice> {
    return this.notices.edit(adminId, id, body);
  }

  /** `DELETE /api/admin/notice/delete/{id}` → 200 `{id}`. */
  @Delete('admin/notice/delete/:id')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: NoticeDeletedDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'not an administrator (FORBIDDEN)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '공지사항을 찾을 수 없습니다.' })
  remove(@IdParam('id', 'NOTICE_NOT_FOUND') id: number): Promise<NoticeDeletedResponse> {
    return this.notices.remove(id);
  }
}
