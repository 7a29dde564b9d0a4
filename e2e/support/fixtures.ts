import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: skips the mariadb project when global setup found no MariaDB (never with
 * CI=true, where setup fails instead), and records which remote entries the page fetched.
 */
export const test = base.extend<{ remoteFetches: string[] }>({
  remoteFetches: async ({ page }, use) => {
    const urls: string[] = [];
    page.on('request', (req) => {
      if (/\/remotes\/(guest|host|admin)\//.test(req.url())) urls.push(req.url());
    });
    await use(urls);
  },
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mariadb' && process.env.E2E_SKIP_MARIADB === '1', 'MariaDB unreachable (not CI)');
});

export { expect };

/** A unique, valid username/e-mail/nickname triple for one test run. */
export function uniqueMember(prefix = 'mom') {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
  return {
    username: `${prefix}_${id}`.toLowerCase().slice(0, 20),
    password: 'happy-baby-2026',
    email: `${prefix}.${id}@example.com`,
    displayName: `엄마${id.slice(-6)}`,
  };
}

/** Reads the clipboard of a page whose context was granted clipboard permissions. */
export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
