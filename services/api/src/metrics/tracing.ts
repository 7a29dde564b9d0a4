import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { defaultTextMapGetter, ROOT_CONTEXT, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { UNMATCHED_ROUTE } from './metrics.service';

/** The `service.name` of the spans. */
export const TRACE_SERVICE_NAME = 'babynews-api';

/**
 * OpenTelemetry tracing (ARCHITECTURE "Metrics"), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then
 * every answered request becomes one SERVER span `"<method> <route template>"` (`GET
 * /api/event/fetchInfoByCode/:code`, `unmatched` without a route) with `http.request.method`,
 * `http.route` and `http.response.status_code`, status ERROR for a 5xx, child of the caller's W3C
 * `traceparent` when it sends one, exported in batches as OTLP/HTTP JSON to `<endpoint>/v1/traces`.
 * The span is made in the `onResponse` hook from Fastify's own timing, so the news read's fast path and
 * the 404 handler are traced too. The same label rule as the metrics: no path, share code, id, address
 * or e-mail in a span. The provider is this application's own (never registered globally); the pending
 * spans are flushed when the application closes.
 */
@Injectable()
export class Tracing implements OnModuleInit, OnApplicationShutdown {
  private provider: BasicTracerProvider | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** True when OTEL_EXPORTER_OTLP_ENDPOINT is set and spans are being exported. */
  get enabled(): boolean {
    return this.provider !== null;
  }

  onModuleInit(): void {
    const endpoint = this.config.otlpEndpoint;
    if (!endpoint) return;
    const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': TRACE_SERVICE_NAME }),
      spanProcessors: [new BatchSpanProcessor(exporter)],
    });
    this.traceRequests(this.provider.getTracer(TRACE_SERVICE_NAME));
  }

  /** Sends the spans still buffered, then stops the exporter (Nest shutdown hook; never throws). */
  async onApplicationShutdown(): Promise<void> {
    await this.provider?.shutdown().catch(() => undefined);
    this.provider = null;
  }

  private traceRequests(tracer: Tracer): void {
    const propagator = new W3CTraceContextPropagator();
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      const status = reply.statusCode;
      const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
      const end = Date.now();
      const span = tracer.startSpan(
        `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          startTime: end - reply.elapsedTime,
          attributes: { 'http.request.method': request.method, 'http.route': route, 'http.response.status_code': status },
        },
        parent,
      );
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(end);
      done();
    });
  }
}
