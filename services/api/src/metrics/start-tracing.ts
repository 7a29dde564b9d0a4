import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { loadTracingConfig } from '../config/load-config';
import type * as OtelSdk from './otel-sdk';
import type { TracingRuntime } from './tracing-runtime';

/**
 * Starts OpenTelemetry when `env` sets a valid OTEL_EXPORTER_OTLP_ENDPOINT (and, if set, a valid
 * OTEL_TRACES_SAMPLER_ARG), else does nothing and loads no OpenTelemetry module (an invalid value is
 * reported by `loadConfig` right after). `exporter` replaces the OTLP exporter (tests). Returns the
 * runtime or null. Must run before the application's modules are required (ARCHITECTURE "Metrics").
 */
export function startTracingFromEnv(env: Record<string, string | undefined>, exporter?: SpanExporter): TracingRuntime | null {
  const config = loadTracingConfig(env);
  if (!config) return null;
  // Loaded only now: with tracing off not one OpenTelemetry module is required.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracing } = require('./otel-sdk') as typeof OtelSdk;
  return startTracing(config, { exporter });
}
