import { Controller, UseGuards } from '@nestjs/common';
import { notificationRoutes as routes, type NotificationSettings, type NotificationSettingsRequest } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { NotificationSettingsService } from './notification-settings.service';

/** The signed-in member's notification setting on '내 정보' (`notificationRoutes`, ARCHITECTURE §4.23). */
@Controller()
@UseGuards(JwtAuthGuard)
export class NotificationsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  /** `notificationRoutes.read` → 200 `{mode, emailVerified}` (mode DAILY until chosen). */
  @Route(routes.read)
  read(@CurrentMemberId() memberId: number): Promise<NotificationSettings> {
    return this.settings.read(memberId);
  }

  /** `notificationRoutes.update` `{mode: 'OFF' | 'EACH' | 'DAILY'}` → 200 `{mode, emailVerified}`. */
  @Route(routes.update)
  update(@CurrentMemberId() memberId: number, @RouteBody(routes.update) body: NotificationSettingsRequest): Promise<NotificationSettings> {
    return this.settings.update(memberId, body.mode);
  }
}
