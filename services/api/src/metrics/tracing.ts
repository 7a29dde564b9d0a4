import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { tracingRuntime, type TracingRuntime } from './tracing-runtime';

/**
 * The application's side of OpenTelemetry tracing (ARCHITECTURE "Metrics"), which `tracing-preload.ts`
 * starts before the application is loaded when OTEL_EXPORTER_OTLP_ENDPOINT is set: SQLite query spans
 * (no instrumentation knows better-sqlite3: each TypeORM query becomes a CLIENT span through
 * `TracingRuntime.startQuery`, between TypeORM's `beforeQuery` and `afterQuery`; on MariaDB the mysql2
 * instrumentation makes them, so nothing is added there), and the pending spans exported when the
 * application closes. With the endpoint set but tracing not started (an application built in a test
 * process without the preload) it warns and traces nothing.
 */
@Injectable()
export class Tracing implements OnModuleInit, OnApplicationShutdown {
  private readonly runtime: TracingRuntime | null = tracingRuntime();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** True when tracing runs in this process (OTEL_EXPORTER_OTLP_ENDPOINT set and the preload started it). */
  get enabled(): boolean {
    return this.runtime !== null;
  }

  onModuleInit(): void {
    if (this.config.tracing && !this.runtime) {
      new Logger('Tracing').warn('OTEL_EXPORTER_OTLP_ENDPOINT is set but tracing was not started before the application (start it through main.js)');
    }
    if (this.runtime && this.dataSource.options.type === 'better-sqlite3') this.traceSqliteQueries(this.runtime);
  }

  /** Exports the spans still buffered (Nest shutdown hook; never throws). */
  async onApplicationShutdown(): Promise<void> {
    await this.runtime?.flush();
  }

  private traceSqliteQueries(runtime: TracingRuntime): void {
    // TypeORM hands both events the same parameter array of one query call: the key from start to end.
    const open = new WeakMap<object, { end(ok: boolean): void }>();
    const subscriber: EntitySubscriberInterface = {
      beforeQuery: (event) => {
        if (event.parameters) open.set(event.parameters, runtime.startQuery('sqlite', event.query));
      },
      afterQuery: (event) => {
        if (!event.parameters) return;
        open.get(event.parameters)?.end(event.success);
        open.delete(event.parameters);
      },
    };
    this.dataSource.subscribers.push(subscriber);
  }
}
