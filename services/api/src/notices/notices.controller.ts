import { Controller, UseGuards } from '@nestjs/common';
import { noticeRoutes as routes, type Notice, type NoticeDeletedResponse, type NoticeSaveRequest, type NoticeSummary } from '@babynews/contracts';
import { AdminGuard } from '../auth/admin.guard';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { NoticesService } from './notices.service';

/**
 * The notice routes of the API table (`noticeRoutes`, spec §7, ARCHITECTURE §4.14): the public list and
 * detail under `/api/notice`, and create/edit/delete under `/api/admin/notice` behind `AdminGuard`
 * (role re-read from the database).
 */
@Controller()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** `noticeRoutes.list` → `[{id, title, createdAt}]`, newest first. */
  @Route(routes.list)
  list(): Promise<NoticeSummary[]> {
    return this.notices.list();
  }

  /** `noticeRoutes.get` → the notice; NOTICE_NOT_FOUND for an unknown or impossible id. */
  @Route(routes.get)
  get(@IdParam('id', 'NOTICE_NOT_FOUND') id: number): Promise<Notice> {
    return this.notices.get(id);
  }

  /** `noticeRoutes.create` `{title, content, imagePath?}` → 201 the notice (content sanitised). */
  @Route(routes.create)
  @UseGuards(AdminGuard)
  create(@CurrentMemberId() adminId: number, @RouteBody(routes.create) body: NoticeSaveRequest): Promise<Notice> {
    return this.notices.create(adminId, body);
  }

  /** `noticeRoutes.edit` with the create body → the notice; `imagePath: null` removes the image. */
  @Route(routes.edit)
  @UseGuards(AdminGuard)
  edit(@CurrentMemberId() adminId: number, @IdParam('id', 'NOTICE_NOT_FOUND') id: number, @RouteBody(routes.edit) body: NoticeSaveRequest): Promise<Notice> {
    return this.notices.edit(adminId, id, body);
  }

  /** `noticeRoutes.delete` → `{id}`; the image file is discarded. */
  @Route(routes.delete)
  @UseGuards(AdminGuard)
  remove(@IdParam('id', 'NOTICE_NOT_FOUND') id: number): Promise<NoticeDeletedResponse> {
    return this.notices.remove(id);
  }
}
