import { Controller, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { metricsRoute } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Route } from '../common/api-route';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { MetricsService } from './metrics.service';

/**
 * True when `authorization` is exactly `Bearer <token>`; compared in constant time (both sides hashed
 * first, so neither the token's length nor its first differing character shows in the timing).
 * Always false when `token` is null (METRICS_TOKEN unset).
 */
export function bearerMatches(authorization: string | undefined, token: string | null): boolean {
  if (token === null) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * `metricsRoute` of the API table (ARCHITECTURE "Metrics"). Not throttled: the scraper comes every few
 * seconds from one address, and without the token the route is indistinguishable from an unknown one
 * (the throttler's headers would tell it apart). The token is at least 32 characters (config), which no
 * guessing reaches.
 */
@SkipThrottle()
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 this instance's metrics as Prometheus text (`text/plain; version=0.0.4`) with
   * `Authorization: Bearer <METRICS_TOKEN>`.
   * @throws NotFoundException (404 `NOT_FOUND`, the unknown route's answer) without the header, with a
   *   wrong token, or when METRICS_TOKEN is unset.
   */
  @Route(metricsRoute)
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!bearerMatches(authorization, this.config.metricsToken)) throw new NotFoundException();
    const text = await this.metrics.scrape();
    reply.header('content-type', this.metrics.contentType);
    reply.header('cache-control', 'no-store');
    return text;
  }
}
