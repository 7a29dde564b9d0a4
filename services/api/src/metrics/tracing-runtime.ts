import type { IncomingMessage } from 'node:http';

/**
 * The running OpenTelemetry SDK as the application sees it (ARCHITECTURE "Metrics"): installed once by
 * `startTracing` (`otel-sdk.ts`) before the application is loaded, read by `Tracing` when the application
 * starts. This file imports no OpenTelemetry module, so that nothing of it is loaded while tracing is off.
 */
export interface TracingRuntime {
  /**
   * Opens a CLIENT span for one database query that no instrumentation traces (SQLite, through TypeORM's
   * query events), child of the active span: named by its operation (`SELECT`, `INSERT`…), with
   * `db.system.name`, `db.operation.name` and, when sampled, `db.query.text` with every literal masked; never
   * the parameters. `end(ok)` closes it (status ERROR when `ok` is false).
   */
  startQuery(system: 'sqlite', sql: string): { end(ok: boolean): void };
  /**
   * Gives the HTTP server span of `request` (the active one), if it is traced, its route template (`http.route`,
   * name); does nothing for a request that was not sampled, before looking up any context.
   */
  nameServerSpan(request: IncomingMessage, route: string): void;
  /** Exports the finished spans still buffered (never rejects). */
  flush(): Promise<void>;
}

let installed: TracingRuntime | null = null;

/** Called once by `startTracing` when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export function installTracingRuntime(runtime: TracingRuntime): void {
  installed = runtime;
}

/** The running tracing, or null when tracing was not started in this process. */
export function tracingRuntime(): TracingRuntime | null {
  return installed;
}
