import { API_PREFIX, healthRoutes } from '@babynews/contracts';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType, suppressTracing } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { envDetector, hostDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SamplingResult,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { Server, type IncomingMessage } from 'node:http';
import { addTraceFieldsToLogs } from '../common/logging';
import type { TracingConfig } from '../config/tracing-config';
import { ScrubbingSpanExporter } from './span-scrubber';
import { TraceBudget } from './trace-budget';
import { installTracingRuntime, type TracingRuntime } from './tracing-runtime';

/** The `service.name` of the spans (OTEL_SERVICE_NAME overrides it). */
export const TRACE_SERVICE_NAME = 'babynews-api';

/** Requests never traced: the load balancer's and Prometheus's polls (every few seconds, on every instance). */
const UNTRACED_PATHS: ReadonlySet<string> = new Set(Object.values(healthRoutes).map((route) => `${API_PREFIX}${route.path}`));

/** What `startTracing` can be given besides the configuration: the tests' exporter (default OTLP/HTTP JSON). */
export interface TracingOptions {
  exporter?: SpanExporter;
}

/**
 * Starts OpenTelemetry for this process (ARCHITECTURE "Metrics"); must run before http, mysql2 and
 * ioredis are first required (`tracing-preload.ts`, the first import of `main.ts`), since the
 * instrumentations patch them as they load:
 * - HTTP server spans (`@opentelemetry/instrumentation-http`, incoming only: the outgoing calls go to
 *   third parties whose URLs carry keys) named `"<method> <route template>"` once the application's hook
 *   (`registerSpanRoutes`) has given the route through `nameServerSpan`;
 * - MariaDB query spans (`@opentelemetry/instrumentation-mysql2`, the statement as written: mysql2's default
 *   would format the values in), Redis command spans (`@opentelemetry/instrumentation-ioredis`, the command
 *   name only: keys hold addresses), SQLite query spans from `Tracing` through `startQuery`;
 * - head sampling: a request is drawn once, as it arrives (`headSampled`: a caller's `traceparent` goes on
 *   and the parent-based sampler follows its flag, health and metrics polls never, others with probability
 *   `config.sampleRatio`), then capped at `config.maxPerSecond` traced requests a second (`TraceBudget`: a
 *   traced request costs about three cached news reads); an unsampled request bypasses the instrumentations
 *   (`bypassUnsampled`);
 * - every span scrubbed (`ScrubbingSpanExporter`: allow-listed attributes, SQL literals masked) and batched
 *   to `<endpoint>/v1/traces` (OTLP/HTTP JSON);
 * - log lines carry `trace_id`, `span_id` and `trace_flags` of the active span (`addTraceFieldsToLogs`).
 * No OpenTelemetry metrics or logs pipeline (Prometheus has the metrics). Returns the runtime it also
 * installs for the application (`tracingRuntime()`).
 */
export function startTracing(config: TracingConfig, options: TracingOptions = {}): TracingRuntime {
  // Node's own `emit` of the HTTP server, before the HTTP instrumentation wraps it (see `bypassUnsampled`).
  const untracedEmit = Server.prototype.emit as Emit;
  const processor = new BatchSpanProcessor(new ScrubbingSpanExporter(options.exporter ?? new OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` })));
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': TRACE_SERVICE_NAME }),
    // OTEL_SERVICE_NAME / OTEL_RESOURCE_ATTRIBUTES and the host's name; not the process detector (command line, OS user).
    resourceDetectors: [envDetector, hostDetector],
    sampler: new ParentBasedSampler({ root: new RequestHeadSampler(config.sampleRatio) }),
    spanProcessors: [processor],
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ disableOutgoingRequestInstrumentation: true }),
      // The statement as written, with its `?` placeholders, never formatted with the values (mysql2's default);
      // literals in the text are masked at export (`ScrubbingSpanExporter`), off the query path.
      new MySQL2Instrumentation({ maskStatement: true, maskStatementHook: (sql) => sql }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // The requests let through to the instrumentations: only their spans have a route to be given.
  const traced = new WeakSet<IncomingMessage>();
  bypassUnsampled(untracedEmit, config.sampleRatio, new TraceBudget(config.maxPerSecond), traced);
  addTraceFieldsToLogs(activeTraceFields);
  const tracer = trace.getTracer(TRACE_SERVICE_NAME);
  const runtime: TracingRuntime = {
    startQuery(system, sql) {
      const operation = sqlOperation(sql);
      const span = tracer.startSpan(operation, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': system, 'db.operation.name': operation },
      });
      if (span.isRecording()) span.setAttribute('db.query.text', sql);
      return {
        end(ok) {
          if (!ok) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    // The HTTP instrumentation reads the route from the request's RPC metadata when the response ends. An
    // untraced request (nine in ten and more) has no span: it is let go before the context is looked up.
    nameServerSpan(request, route) {
      if (!traced.has(request)) return;
      const metadata = getRPCMetadata(context.active());
      if (metadata?.type === RPCType.HTTP) metadata.route = route;
    },
    flush: () => processor.forceFlush().catch(() => undefined),
  };
  installTracingRuntime(runtime);
  return runtime;
}

/**
 * The sampling decision of an incoming request, taken before any instrumentation sees it (ARCHITECTURE
 * "Metrics"): a request with a `traceparent` goes on (the parent-based sampler follows the caller's flag);
 * health and metrics polls never; any other one with probability `ratio`; either only while `budget` has a
 * token (the ceiling a second, which a caller's `traceparent` cannot lift). `bypassUnsampled` keeps the
 * instrumentations away from a request not taken, and `RequestHeadSampler` keeps every SERVER root span
 * that got through.
 */
function headSampled(request: IncomingMessage, ratio: number, budget: TraceBudget): boolean {
  // The draw first: nine requests in ten (the default ratio) end here, before their path is cut out of the URL.
  if (Math.random() >= ratio && request.headers.traceparent === undefined) return false;
  return !UNTRACED_PATHS.has(pathOf(request.url ?? '')) && budget.take();
}

/** `Server.prototype.emit` without its overloads. */
type Emit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Routes the requests `headSampled` does not take around the HTTP instrumentation: they reach Node's own
 * `emit` inside a suppressed context, so no instrumentation makes a span, computes attributes or binds the
 * request's events to a context (in a CPU profile of the cached news read that work, done for requests
 * that were not sampled, was a large share of each read). Only the instrumented `emit` sees the sampled ones,
 * and `traced` remembers them (for `nameServerSpan`). Runs right after `sdk.start()`: requiring `http` then lets
 * the instrumentation wrap it first.
 */
function bypassUnsampled(untracedEmit: Emit, ratio: number, budget: TraceBudget, traced: WeakSet<IncomingMessage>): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prototype = (require('http') as { Server: typeof Server }).Server.prototype;
  const tracedEmit = prototype.emit as Emit;
  if (tracedEmit === untracedEmit) return; // not wrapped (OTEL_SDK_DISABLED): nothing to route around
  const suppressed = suppressTracing(ROOT_CONTEXT);
  prototype.emit = function emit(this: Server, event: string | symbol, request?: unknown, response?: unknown): boolean {
    if (event === 'request') {
      if (!headSampled(request as IncomingMessage, ratio, budget)) return context.with(suppressed, () => untracedEmit.call(this, event, request, response));
      traced.add(request as IncomingMessage);
    }
    // Any other event with its own arguments, as they came: no array is built for each request.
    // eslint-disable-next-line prefer-rest-params
    return tracedEmit.apply(this, arguments as unknown as Parameters<Emit>);
  } as Server['emit'];
}

/**
 * The root sampler under `ParentBasedSampler`: a SERVER root span exists only for an incoming request that
 * `headSampled` took (the others bypass the instrumentations), so it is kept; any other root span (a query
 * of a background job) is drawn by its trace id with the same ratio (`TraceIdRatioBasedSampler`).
 */
class RequestHeadSampler implements Sampler {
  private readonly others: TraceIdRatioBasedSampler;

  constructor(private readonly ratio: number) {
    this.others = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(parent: Context, traceId: string, _name: string, kind: SpanKind): SamplingResult {
    return kind === SpanKind.SERVER ? { decision: SamplingDecision.RECORD_AND_SAMPLED } : this.others.shouldSample(parent, traceId);
  }

  toString(): string {
    return `RequestHeadSampler{${this.ratio}}`;
  }
}

/** `{trace_id, span_id, trace_flags}` of the active span for a log line, `{}` outside one (a new object: pino merges into it). */
function activeTraceFields(): object {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: traceFlags & 1 ? '01' : '00' };
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** The statement's first word in capitals (`SELECT`, `INSERT`, `BEGIN`), as mysql2's spans are named. */
export function sqlOperation(sql: string): string {
  return (/^\s*([A-Za-z]+)/.exec(sql)?.[1] ?? 'QUERY').toUpperCase();
}
