// First: tracing (when configured) must be running before the HTTP server, mysql2 and ioredis are loaded.
import './metrics/tracing-preload';
import 'reflect-metadata';
import { Logger as AppLogger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/load-config';
import { drainAndClose } from './health/shutdown';

process.setSourceMapsEnabled(true);

/**
 * Process entry (`node dist/services/api/main.js`): validates the environment (exit 1 with a
 * message naming the bad variable), builds the app, listens on HOST:PORT. On SIGTERM/SIGINT
 * (ARCHITECTURE §5): readiness 503, after SHUTDOWN_DRAIN_DELAY_MS stop accepting, finish in-flight
 * requests, close the database pool and Redis, exit 0; exit 1 when SHUTDOWN_GRACE_MS runs out first.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  const logger = app.get(AppLogger);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal}: draining`, 'Main');
      drainAndClose(app, config.shutdown).then(
        (completed) => {
          if (!completed) logger.error(`shutdown grace period (${config.shutdown.graceMs} ms) ran out`, 'Main');
          else logger.log('stopped', 'Main');
          process.exit(completed ? 0 : 1); // the stdout log destination flushes on exit
        },
        (err: unknown) => {
          logger.error({ msg: 'shutdown failed', err }, 'Main');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  logger.log(`listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'MySQL/MariaDB' : 'SQLite'})`, 'Main');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
