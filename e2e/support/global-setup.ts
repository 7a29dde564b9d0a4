import { createDatabase, mariadbReachable } from './mariadb';
import { SERVERS, startServer, type RunningServer } from './servers';
import { startMailbox } from './mailbox';
import { startOAuthMock } from './oauth';
import { KAKAO_ENV } from './kakao';
import { startProductPages } from './product-pages';

/**
 * Starts the SQLite server and, on a fresh MariaDB database, the MariaDB server. With CI=true an
 * unreachable MariaDB fails the run; otherwise the MariaDB project is skipped with a warning.
 * Returns the teardown that stops both and drops the database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const running: RunningServer[] = [];
  const cleanups: Array<() => Promise<void>> = [];

  // The local OAuth server playing Kakao and Google must run before the API servers.
  const oauth = await startOAuthMock();
  cleanups.push(() => oauth.stop());

  // The SMTP server the API servers send mail to (the tests read it over HTTP).
  const mailbox = await startMailbox();
  cleanups.push(() => mailbox.stop());
  // The test-only clock control (never in production) and a digest check every second: the
  // notification test moves a server to 20:00 Asia/Seoul and waits for the daily digest (ARCHITECTURE §4.23).
  // The share button sends through a stub Kakao SDK the tests serve (e2e/support/kakao.ts).
  // Saved product pages on 127.0.0.1 for '링크로 채우기', reachable only through LINK_FETCH_ALLOW (tests only).
  const productPages = await startProductPages();
  cleanups.push(() => productPages.stop());
  const env = { ...oauth.env, ...mailbox.env, ...KAKAO_ENV, ...productPages.env, TEST_CLOCK_CONTROL: '1', NOTIFICATION_DIGEST_INTERVAL_MS: '1000' };

  running.push(await startServer(SERVERS[0].port, env));

  if (await mariadbReachable()) {
    const db = await createDatabase('babynews_e2e');
    cleanups.push(() => db.drop());
    running.push(await startServer(SERVERS[1].port, { ...env, DATABASE_URL: db.url }));
  } else if (ci) {
    throw new Error('MariaDB is unreachable at 127.0.0.1:3306: the MariaDB browser suite is mandatory with CI=true.');
  } else {
    console.warn('⚠ MariaDB unreachable: the mariadb browser project will be skipped.');
    process.env.E2E_SKIP_MARIADB = '1';
  }

  return async () => {
    for (const server of running) await server.stop();
    for (const cleanup of cleanups) await cleanup();
  };
}
