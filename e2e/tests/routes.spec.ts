import { listRemotePages, MSG } from '@babynews/contracts';
import { expect, test } from '../support/fixtures';

/**
 * The shell's router is generated from the remotes' page tables (REMOTE_PAGES, ARCHITECTURE §1): every
 * page of every table, opened by URL, loads exactly its exposed module from its remote and is
 * neither the shell's 404 page nor the remote retry panel. Guarded pages may redirect afterwards.
 */
for (const page of listRemotePages()) {
  const url = page.path.replace(/:[A-Za-z0-9]+/g, 'routecheck1');
  test(`${url} loads ${page.remote}/${page.module}`, async ({ page: tab }) => {
    const exposed = new RegExp(`/remotes/${page.remote}/__federation_expose_${page.module}\\.[0-9a-f]+\\.js$`);
    const loaded = tab.waitForResponse((res) => exposed.test(res.url()) && res.ok());
    await tab.goto(url);
    await loaded;
    await expect(tab.getByText(MSG.common.pageNotFound)).toHaveCount(0);
    await expect(tab.getByText(MSG.common.remoteLoadFailed)).toHaveCount(0);
  });
}
