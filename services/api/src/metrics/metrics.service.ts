import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prefix of every metric of ours (Node's default metrics keep their own names: `nodejs_…`, `process_…`). */
export const METRIC_PREFIX = 'babynews_';

/** The label value of a request that matched no route (no path of it ever becomes a label). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Buckets of the request and query histograms (s): 1 ms to 10 s, with edges at the p99 goals of the
 * benchmarks (cached news read 10 ms, uncached 60 ms, reservation 250 ms; README "Benchmarks"), so the
 * alerts' quantiles are not interpolated across a goal.
 */
const DURATION_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.06, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Status classes by the status code's first digit. */
const STATUS_CLASSES: Record<number, string> = { 1: '1xx', 2: '2xx', 3: '3xx', 4: '4xx', 5: '5xx' };

/** Per-address limits whose refusals are counted (`limiterRefused`). */
export type LimitName = 'default' | 'strict' | 'news_read' | 'guestbook';

/** Lockout kinds whose refusals are counted (`lockoutRefused`): reservation/pledge PIN, sign-in, per-address failure budget. */
export type LockoutKind = 'pin' | 'sign_in' | 'budget';

/** What one outbox delivery try ended in (`mailDelivered`); `suppressed` rows are not sends and are not counted. */
export type MailOutcome = 'sent' | 'retried' | 'failed' | 'suppressed';

/** Something measured only when Prometheus scrapes (a gauge read from the database, Redis or a pool). */
export type ScrapeCollector = () => Promise<void> | void;

/**
 * The Prometheus metrics of one application instance (ARCHITECTURE "Metrics"), on a registry of its
 * own (never prom-client's global one, so several apps in one test process do not collide):
 * Node's default metrics (event loop lag, heap, GC, CPU) and the instruments below, recorded by small
 * hooks in the code that knows (the HTTP hook, the TypeORM subscriber, the news cache, the limiters,
 * the lockout interceptor, the outbox worker). Labels carry only fixed words and route templates,
 * never a share code, an id, an address or an e-mail.
 */
@Injectable()
export class MetricsService {
  /** This instance's registry (`scrape` renders it). */
  readonly registry = new Registry();
  private readonly collectors: ScrapeCollector[] = [];
  /**
   * The request histogram's series by `"<method> <status class> <route template>"`: found once, then observed
   * directly (the news read is the hot path; prom-client would hash the label object on every request).
   * Bounded by the routes of the router times methods and status classes.
   */
  private readonly httpSeries = new Map<string, { observe(value: number): void }>();

  private readonly httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by route template (unmatched: no route), method and status class, duration until the answer was sent (s)',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly dbDuration = new Histogram({
    name: `${METRIC_PREFIX}db_query_duration_seconds`,
    help: 'Successful database queries through TypeORM, duration (s; TypeORM measures whole milliseconds)',
    buckets: DURATION_BUCKETS_S,
    registers: [this.registry],
  });
  private readonly dbErrors = new Counter({
    name: `${METRIC_PREFIX}db_query_errors_total`,
    help: 'Database queries through TypeORM that failed',
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: `${METRIC_PREFIX}news_cache_lookups_total`,
    help: 'Public news reads asked of the in-process news page cache, by result (hit: a stored page; miss: loaded or waited for a load)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  /** The two series of `cacheLookups`, found once: every news read counts one. */
  private readonly cacheHits = this.cacheLookups.labels('hit');
  private readonly cacheMisses = this.cacheLookups.labels('miss');
  private readonly limiterRefusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused (429) by a per-address rate limit, by limit (default, strict, news_read, guestbook)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  private readonly lockoutRefusals = new Counter({
    name: `${METRIC_PREFIX}lockout_refusals_total`,
    help: 'Requests refused by a failure lockout, by kind (pin: reservation/pledge PIN, sign_in, budget: per-address failure budget)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly mailSent = new Counter({
    name: `${METRIC_PREFIX}mail_sent_total`,
    help: 'Outbox messages this instance handed to the transport (SMTP or .eml file)',
    registers: [this.registry],
  });
  private readonly mailFailures = new Counter({
    name: `${METRIC_PREFIX}mail_send_failures_total`,
    help: 'Failed delivery tries of outbox messages, by given_up (true: the last try, the message is failed)',
    labelNames: ['given_up'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Every series exists from the first scrape (at 0), so rate() and the dashboards see them before the first event.
    for (const result of ['hit', 'miss']) this.cacheLookups.inc({ result }, 0);
    for (const limit of ['default', 'strict', 'news_read', 'guestbook']) this.limiterRefusals.inc({ limit }, 0);
    for (const kind of ['pin', 'sign_in', 'budget']) this.lockoutRefusals.inc({ kind }, 0);
    for (const givenUp of ['true', 'false']) this.mailFailures.inc({ given_up: givenUp }, 0);
  }

  /**
   * Records one answered HTTP request: `route` the router's template (`/api/event/fetchInfoByCode/:code`)
   * or `UNMATCHED_ROUTE`, `method` the HTTP method, `status` the answer's status, `seconds` its duration.
   */
  httpRequest(route: string, method: string, status: number, seconds: number): void {
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;
    const key = `${method} ${statusClass} ${route}`;
    let series = this.httpSeries.get(key);
    if (!series) {
      series = this.httpDuration.labels(route, method, statusClass);
      this.httpSeries.set(key, series);
    }
    series.observe(seconds);
  }

  /** Records one database query: its duration (`seconds`) when it succeeded (`ok`), else one error. */
  dbQuery(ok: boolean, seconds: number): void {
    if (ok) this.dbDuration.observe(seconds);
    else this.dbErrors.inc();
  }

  /** Counts one lookup of the news page cache (`hit`: answered from a stored page). */
  newsCacheLookup(hit: boolean): void {
    (hit ? this.cacheHits : this.cacheMisses).inc();
  }

  /** Counts one request refused by the per-address limit `limit`. */
  limiterRefused(limit: LimitName): void {
    this.limiterRefusals.inc({ limit });
  }

  /** Counts one request refused by a lockout of `kind`. */
  lockoutRefused(kind: LockoutKind): void {
    this.lockoutRefusals.inc({ kind });
  }

  /** Counts the outcome of one outbox delivery try (ARCHITECTURE §4.23). */
  mailDelivered(outcome: MailOutcome): void {
    if (outcome === 'sent') this.mailSent.inc();
    else if (outcome !== 'suppressed') this.mailFailures.inc({ given_up: String(outcome === 'failed') });
  }

  /**
   * A gauge `babynews_<name>` (with `labelNames`) whose values `collect` sets when Prometheus scrapes
   * (database counts, Redis state, pool use); returns it for `collect` to set.
   */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  /** Adds `collect`, run before every scrape (a failure leaves its gauges at their last values). */
  onScrape(collect: ScrapeCollector): void {
    this.collectors.push(collect);
  }

  /** The scrape's media type (`text/plain; version=0.0.4; charset=utf-8`). */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Runs the scrape collectors, then renders every metric in the Prometheus text format. */
  async scrape(): Promise<string> {
    await Promise.all(
      this.collectors.map(async (collect) => {
        try {
          await collect();
        } catch {
          // a source that is away (database, Redis) keeps its gauges' last values; readiness reports it
        }
      }),
    );
    return this.registry.metrics();
  }
}
