import { SpanKind, type Attributes } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

/**
 * The only span attributes that leave the process (ARCHITECTURE "Metrics"): fixed words, route templates,
 * status codes and masked SQL. Everything else the instrumentations record is dropped: the path and query
 * (`url.path`, `url.query`, `url.full`, `http.target`: share codes, ids), the client's address and user agent
 * (`client.address`, `network.peer.address`, `user_agent.original`), the `Host` header, header captures,
 * and whatever a later instrumentation version adds. An allow list, so a new attribute is private until
 * it is named here.
 */
export const KEPT_SPAN_ATTRIBUTES: ReadonlySet<string> = new Set([
  'http.request.method',
  'http.response.status_code',
  'http.route',
  'url.scheme',
  'network.protocol.version',
  'error.type',
  'db.system.name',
  'db.operation.name',
  'db.namespace',
  'db.query.text',
]);

/** Kept on CLIENT spans only (the database's or Redis's host and port); on a SERVER span they are the caller's `Host` header. */
const CLIENT_ATTRIBUTES: ReadonlySet<string> = new Set(['server.address', 'server.port']);

/** Kept on span events (an `exception` event keeps its type, never its message or stack, which may quote values). */
const KEPT_EVENT_ATTRIBUTES: ReadonlySet<string> = new Set(['exception.type']);

/**
 * `sql` with every literal it might carry replaced by `?`: quoted strings and numbers (mysql2's own masking
 * rule), so that a value written into a statement's text never leaves the process. In SQLite (`system`
 * `sqlite`) double quotes are identifiers (TypeORM quotes names so) and stay; backticks stay everywhere.
 */
export function maskSqlLiterals(sql: string, system: unknown): string {
  const strings = system === 'sqlite' ? /'(?:[^']|'')*'/g : /(["'])(?:\\.|(?!\1).)*?\1/g;
  return sql.replace(strings, '?').replace(/\b\d+(?:\.\d+)?\b/g, '?');
}

function keep(attributes: Attributes, allowed: (key: string) => boolean): Attributes {
  const kept: Attributes = {};
  for (const key in attributes) if (allowed(key)) kept[key] = attributes[key];
  return kept;
}

function scrubAttributes(attributes: Attributes, client: boolean): Attributes {
  const kept = keep(attributes, (key) => KEPT_SPAN_ATTRIBUTES.has(key) || (client && CLIENT_ATTRIBUTES.has(key)));
  const sql = kept['db.query.text'];
  if (typeof sql === 'string') kept['db.query.text'] = maskSqlLiterals(sql, kept['db.system.name']);
  return kept;
}

/**
 * A copy of `span` fit to leave the process: attributes cut to `KEPT_SPAN_ATTRIBUTES` (plus
 * `server.address`/`server.port` on CLIENT spans; `db.query.text` with its literals masked, `maskSqlLiterals`), the status without its message (a driver's error text
 * can quote a value: `Duplicate entry '…'`), events without their attributes but `exception.type`, no
 * links. Names, ids, times and the resource are kept: span names are route templates, SQL verbs and
 * Redis commands.
 */
export function scrubSpan(span: ReadableSpan): ReadableSpan {
  const client = span.kind === SpanKind.CLIENT;
  return {
    name: span.name,
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status: { code: span.status.code },
    attributes: scrubAttributes(span.attributes, client),
    links: [],
    events: span.events.map((event) => ({
      name: event.name,
      time: event.time,
      attributes: keep(event.attributes ?? {}, (key) => KEPT_EVENT_ATTRIBUTES.has(key)),
    })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/**
 * Wraps the exporter every span goes through (OTLP, or the tests' in-memory one): each batch is
 * scrubbed (`scrubSpan`) before `inner` sees it, off the request path (the batch processor exports on
 * its own timer). ARCHITECTURE "Metrics".
 */
export class ScrubbingSpanExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  /** Hands the scrubbed copies of `spans` to the wrapped exporter; `done` gets its result. */
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans.map(scrubSpan), done);
  }

  /** Stops the wrapped exporter. */
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  /** Flushes the wrapped exporter. */
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
