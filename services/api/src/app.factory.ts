import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { AppExceptionFilter } from './common/app-exception.filter';
import { RateLimiterFactory } from './common/rate-limiters';
import { registerAccessLog } from './common/access-log';
import { createLoggers, requestId } from './common/logging';
import { RouteRedactor } from './common/route-redaction';
import { registerSecurity } from './security';
import { runWithDbOwner } from './database/sqlite-serializer';
import type { AppConfig } from './config/config.schema';
import { EventReadService } from './events/event-read.service';
import { registerEventsFastPath } from './events/events.fast-path';
import { EVENT_READ_KEY_PREFIX, EVENT_READ_WINDOW_MS, registerEventReadLimit } from './events/event-read-limit';
import { MetricsService } from './metrics/metrics.service';
import { registerSpanRoutes } from './metrics/span-route';
import { setupSwagger } from './swagger';
import { registerWeb } from './web/register-web';
import { WebService } from './web/web.service';

/** Options of one application instance besides the configuration. */
export interface AppOptions {
  /** Destination of the JSON logs instead of stdout (tests capture it). */
  logStream?: DestinationStream;
}

const redactors = new WeakMap<object, RouteRedactor>();

/** The log redactor of an application (its route table: tests walk every route). */
export function routeRedactorOf(app: NestFastifyApplication): RouteRedactor | undefined {
  return redactors.get(app.getHttpAdapter().getInstance());
}

/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole application (API under /api, web routes, security headers, OpenAPI) on
 * Fastify and initialises it — migrations have run and the administrator exists — without
 * listening. Used by main.ts (which listens) and by tests (`app.inject`).
 * @throws when the database cannot be opened, a migration fails or the administrator bootstrap refuses
 *   (after closing whatever it had opened, so a refused start leaves no pool behind).
 */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const loggers = createLoggers(config, options.logStream);
  // maxParamLength: OAuth codes travel in the path (/api/kakao/handleLogin/{code}) and may exceed Fastify's default 100.
  // return503OnClosing false: during the SIGTERM drain a request that reaches an already accepted
  // connection is served (with Connection: close) rather than answered 503, which nginx would pass on.
  const adapter = new FastifyAdapter({
    return503OnClosing: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 2048 },
  });
  // Every route is learnt as it is registered: log lines name a route's parameters, never their values.
  const redactor = new RouteRedactor();
  redactor.watch(adapter.getInstance());
  redactors.set(adapter.getInstance(), redactor);
  registerAccessLog(adapter.getInstance(), loggers.access, redactor);
  registerSpanRoutes(adapter.getInstance());
  // SQLite: each request owns its database work (other requests' transactions wait for it).
  if (!config.databaseUrl) adapter.getInstance().addHook('onRequest', (_request, _reply, done) => runWithDbOwner(done));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, loggers), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  try {
    await initialise(app, config, redactor);
  } catch (error) {
    // A refused start (migration, administrator bootstrap) releases the pools it opened, then fails.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Prefix, filter, security, OpenAPI, read fast path and web routes, then Nest's init (migrations, seed). */
async function initialise(app: NestFastifyApplication, config: AppConfig, redactor: RouteRedactor): Promise<void> {
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AppExceptionFilter(logger, app.get(WebService), redactor));
  await registerSecurity(app, config);
  await setupSwagger(app);
  if (config.newsReadRateLimitPerMinute > 0) {
    // Decided in memory, shared in batches (Redis, else the database; see event-read-limit.ts).
    const limit = app.get(RateLimiterFactory).batched(config.newsReadRateLimitPerMinute, EVENT_READ_KEY_PREFIX, {
      windowMs: EVENT_READ_WINDOW_MS,
      syncMs: config.newsReadRateLimitSyncMs,
    });
    const metrics = app.get(MetricsService);
    registerEventReadLimit(app.getHttpAdapter().getInstance(), limit, () => metrics.limiterRefused('news_read'));
  }
  registerEventsFastPath(app.getHttpAdapter().getInstance(), app.get(EventReadService));
  await registerWeb(app, config);
  await app.init();
}
