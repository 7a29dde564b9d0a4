import { test as base, expect, type Page } from '@playwright/test';
import { memberBody } from '@babynews/testing';

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

/** A unique, valid sign-up body (username, password, e-mail, nickname) from the shared factories' memberBody. */
export function uniqueMember(prefix = 'mom') {
  return memberBody(prefix);
}

/** Reads the clipboard of a page whose context was granted clipboard permissions. */
export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * Resolves after the page has painted twice more: what the page did with a response it already
 * received (parse, state, render) is on screen then. Used to prove something did NOT appear, where
 * waiting for it to appear is impossible.
 */
export async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
