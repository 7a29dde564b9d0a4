import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HealthModule } from '../health/health.module';
import { MailModule } from '../mail/mail.module';
import { LockoutMetricsInterceptor } from './lockout-metrics.interceptor';
import { MetricSources } from './metric-sources';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';
import { Tracing } from './tracing';

/**
 * Prometheus metrics of this instance (ARCHITECTURE "Metrics"): `MetricsService` (its own registry) for
 * every module that records something (global, injected `@Optional` where unit tests build the class by
 * hand), the scrape route `GET /api/metrics` behind METRICS_TOKEN, the sources it reads at start and at
 * each scrape (mail's outbox, health's readiness), the interceptor counting lockout refusals, and the
 * application's side of the OpenTelemetry tracing that OTEL_EXPORTER_OTLP_ENDPOINT turns on (`Tracing`: SQLite
 * query spans, the last export at close; the SDK itself starts before the application, `tracing-preload.ts`).
 */
@Global()
@Module({
  imports: [MailModule, HealthModule],
  controllers: [MetricsController],
  providers: [MetricsService, MetricSources, Tracing, { provide: APP_INTERCEPTOR, useClass: LockoutMetricsInterceptor }],
  exports: [MetricsService],
})
export class MetricsModule {}
