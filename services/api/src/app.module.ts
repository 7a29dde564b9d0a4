import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AdminModule } from './admin/admin.module';
import { AttemptsModule } from './attempts/attempts.module';
import { AuthModule } from './auth/auth.module';
import { ConsentModule } from './consent/consent.module';
import { SocialAuthModule } from './auth/social/social-auth.module';
import { loggerParams, type Loggers } from './common/logging';
import { throttlerOptions } from './common/rate-limit';
import { RateLimiterFactory, RateLimitModule } from './common/rate-limiters';
import { SharedThrottlerStorage } from './common/throttler-storage';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config.schema';
import { DatabaseModule } from './database/database.module';
import { RedisModule } from './database/redis';
import { EventReadModule } from './events/event-read.module';
import { EventsModule } from './events/events.module';
import { EventWrapUpModule } from './events/summary/summary.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { MembersModule } from './members/members.module';
import { MetricsModule } from './metrics/metrics.module';
import { MetricsService } from './metrics/metrics.service';
import { NoticesModule } from './notices/notices.module';
import { PledgesModule } from './pledges/pledges.module';
import { GuestbookModule } from './guestbook/guestbook.module';
import { ThanksModule } from './thanks/thanks.module';
import { CoparentModule } from './coparent/coparent.module';
import { PrivacyModule } from './privacy/privacy.module';
import { QuizzesModule } from './quizzes/quizzes.module';
import { ReservationsModule } from './reservations/reservations.module';
import { SiteModule } from './site/site.module';
import { UploadsModule } from './uploads/uploads.module';
import { WishesModule } from './wishes/wishes.module';
import { WebModule } from './web/web.module';
import { AnswerCheckInterceptor } from './common/answer-check.interceptor';
import { TestClockModule } from './common/test-clock.module';
import { NotificationsModule } from './notifications/notifications.module';

/** Root module: one module per domain (ARCHITECTURE §1), configured by an already-validated AppConfig. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, loggers: Loggers): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(loggers)),
        RedisModule,
        DatabaseModule,
        MetricsModule,
        RateLimitModule,
        ThrottlerModule.forRootAsync({
          inject: [RateLimiterFactory, MetricsService],
          useFactory: (limiters: RateLimiterFactory, metrics: MetricsService) => ({
            ...throttlerOptions(config),
            storage: new SharedThrottlerStorage(limiters, config.rateLimitPerMinute, (limit) => metrics.limiterRefused(limit)),
          }),
        }),
        AttemptsModule,
        AuthModule,
        ConsentModule,
        MailModule,
        SocialAuthModule,
        MembersModule,
        EventsModule,
        EventReadModule,
        QuizzesModule,
        UploadsModule,
        WishesModule,
        ReservationsModule,
        PledgesModule,
        GuestbookModule,
        ThanksModule,
        CoparentModule,
        NotificationsModule,
        EventWrapUpModule,
        PrivacyModule,
        NoticesModule,
        SiteModule,
        AdminModule,
        HealthModule,
        WebModule,
        ...(config.testClockControl ? [TestClockModule] : []),
      ],
      providers: [
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_INTERCEPTOR, useClass: AnswerCheckInterceptor },
      ],
    };
  }
}
