// A child process of tracing.int.spec.ts: the API from its sources in a plain Node process (jest's module
// registry would hide http, mysql2 and ioredis from the instrumentations), with tracing started the
// way main.ts starts it but exporting to an in-memory exporter. Run with `node -r @swc-node/register`.
// IPC: sends {type: 'ready', port, enabled, otelModules} once listening; answers {type: 'spans'} with the
// finished spans (after a flush) and {type: 'stop'} by closing the application and exiting.
// Log lines go to stdout.
import 'reflect-metadata';
import type * as SdkTraceBase from '@opentelemetry/sdk-trace-base';
import type { InMemorySpanExporter, ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type * as AppFactory from '../src/app.factory';
import type * as LoadConfig from '../src/config/load-config';
import { startTracingFromEnv } from '../src/metrics/start-tracing';
import type * as TracingModule from '../src/metrics/tracing';

/** A finished span as the parent reads it. */
export interface ChildSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  status: { code: number; message?: string };
  attributes: Record<string, unknown>;
  events: Array<{ name: string; attributes: Record<string, unknown> }>;
  resource: Record<string, unknown>;
  scope: string;
}

/** What the child sends over IPC. */
export type ChildMessage = { type: 'ready'; port: number; enabled: boolean; otelModules: string[] } | { type: 'spans'; spans: ChildSpan[] };

const exporter: InMemorySpanExporter | undefined = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    new (require('@opentelemetry/sdk-trace-base') as typeof SdkTraceBase).InMemorySpanExporter()
  : undefined;
const runtime = startTracingFromEnv(process.env, exporter);

// Only now the application: the instrumentations are in place before http, mysql2 and ioredis load.
/* eslint-disable @typescript-eslint/no-require-imports */
const { createApp } = require('../src/app.factory') as typeof AppFactory;
const { loadConfig } = require('../src/config/load-config') as typeof LoadConfig;
const { Tracing } = require('../src/metrics/tracing') as typeof TracingModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const send = (message: ChildMessage) => process.send?.(message);

function plain(span: ReadableSpan): ChildSpan {
  return {
    name: span.name,
    kind: span.kind,
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId,
    status: { ...span.status },
    attributes: { ...span.attributes },
    events: span.events.map((event) => ({ name: event.name, attributes: { ...event.attributes } })),
    resource: { ...span.resource.attributes },
    scope: span.instrumentationScope.name,
  };
}

async function main(): Promise<void> {
  const app = await createApp(loadConfig(process.env), { logStream: process.stdout });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  const otelModules = Object.keys(require.cache).filter((path) => /node_modules\/@opentelemetry\//.test(path));
  process.on('message', (message: { type: string }) => {
    if (message.type === 'spans') {
      void (runtime?.flush() ?? Promise.resolve()).then(() => send({ type: 'spans', spans: (exporter?.getFinishedSpans() ?? []).map(plain) }));
    } else if (message.type === 'stop') {
      void app.close().then(() => process.exit(0));
    }
  });
  send({ type: 'ready', port, enabled: app.get(Tracing).enabled, otelModules });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
