import { z } from 'zod';

/**
 * Share of new traces kept when OTEL_TRACES_SAMPLER_ARG is unset (ARCHITECTURE "Metrics"): one request in
 * ten. Every sampled request costs a few spans to serialize and send; at the news read's peak (thousands
 * of requests a second per instance) one in ten still gives hundreds of traces a minute, plenty for
 * latency breakdowns, while `npm run bench:ops` measured every request exported at 0.68× the throughput.
 * A caller's `traceparent` decides for its request, so a trace started upstream stays whole.
 */
export const DEFAULT_TRACE_SAMPLE_RATIO = 0.1;

/**
 * Most traces an instance starts a second when TRACE_RATE_LIMIT_PER_SECOND is unset (ARCHITECTURE "Metrics"
 * → Tracing): a ceiling on the ratio's draw (and on callers' `traceparent`), so a traced request's cost —
 * about 0.2 ms of CPU to record, scrub, serialize and send its spans, three times a whole cached news read —
 * stays bounded when traffic peaks or a client sends sampled `traceparent`s on purpose. At the product's
 * usual traffic (tens of requests a second per instance) the ratio alone decides.
 */
export const DEFAULT_TRACE_RATE_LIMIT_PER_SECOND = 10;

/** OTEL_TRACES_SAMPLER_ARG: a decimal number from 0 to 1 (`0`, `0.25`, `1`, `.5`). */
export const traceSampleRatio = z
  .string()
  .trim()
  .regex(/^(?:0|1|0?\.\d+|1\.0*)$/, 'must be a number from 0 to 1 (the share of new traces kept, e.g. 0.1)')
  .transform(Number);

/** Tracing as configured (ARCHITECTURE "Metrics"); `AppConfig.tracing` is null when OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_ENDPOINT without a trailing slash: spans go to `<endpoint>/v1/traces` as OTLP/HTTP JSON. */
  endpoint: string;
  /** OTEL_TRACES_SAMPLER_ARG (0..1, default `DEFAULT_TRACE_SAMPLE_RATIO`): share of new traces kept (requests drawn as they arrive). */
  sampleRatio: number;
  /** TRACE_RATE_LIMIT_PER_SECOND (0..10,000, default `DEFAULT_TRACE_RATE_LIMIT_PER_SECOND`, 0 = no ceiling): most requests traced a second. */
  maxPerSecond: number;
}
