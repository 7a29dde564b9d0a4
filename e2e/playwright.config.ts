import { defineConfig } from '@playwright/test';
import { SERVERS } from './support/servers';

/**
 * Browser suite: Debian's Chromium (never a downloaded browser) against the production build served
 * by the API, once on SQLite and once on MariaDB (global-setup.ts starts both servers).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // One worker: a project's files run one after another against its own server (they share its
  // data, such as the home popup switch), and the two databases one after the other. Side by side
  // (two workers, one per project) the suite took 28:47 instead of about 19 minutes on this 2-core
  // machine: two browsers and two servers only compete for the same cores.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: SERVERS.map((server) => ({ name: server.name, use: { baseURL: server.baseUrl } })),
});
