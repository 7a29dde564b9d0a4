import 'reflect-metadata';
import { Logger as AppLogger } from 'nestjs-pino';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/load-config';

process.setSourceMapsEnabled(true);

/** Longest time a SIGTERM waits for in-flight requests before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Process entry (`node dist/services/api/main.js`): validates the environment (exit 1 with a
 * message naming the bad variable), builds the app, listens on HOST:PORT, and on SIGTERM/SIGINT
 * stops accepting connections and finishes in-flight requests before exiting.
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
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref());
  }
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen({ port: config.port, host: config.host });
  app.get(AppLogger).log(`listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'MySQL/MariaDB' : 'SQLite'})`, 'Main');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
