import { isCi, mariaDbRequiredMessage, probeMariaDb, STATUS_VAR } from './mariadb';

/**
 * Jest global setup of the api project: probes MariaDB once and hands the result to the test
 * files through an environment variable. With CI=true an unreachable MariaDB fails the run.
 */
export default async function globalSetup(): Promise<void> {
  const status = await probeMariaDb();
  process.env[STATUS_VAR] = status;
  if (status !== 'up') {
    if (isCi()) throw new Error(mariaDbRequiredMessage(status));
    console.warn(`\n[api tests] MariaDB unreachable (${status}): running the integration suites on SQLite only.\n`);
  }
}
