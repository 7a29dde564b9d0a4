// The page tables (libs/contracts/src/pages/<app>.json) for an app's rspack config: rspack configs
// cannot import TypeScript, so the contracts' page module is loaded through tsx, and the config uses
// the same derivations as the shell's router and the tests (`remoteExposes`, `listPages`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';

// page-table.ts itself, not the folder's index: re-exports of a module compiled on the fly are not named exports.
/** @type {typeof import('../../libs/contracts/src/pages/page-table')} */
const pages = await tsImport('../../libs/contracts/src/pages/page-table.ts', import.meta.url);

/**
 * Name rspack gives the chunk of `import(/* webpackChunkName: "[request]" *\/ ...)` for a page file:
 * its path under src/ with every run of other characters than letters, digits and '_' made '-',
 * e.g. 'landing/components/LandingPage.tsx' → 'landing-components-LandingPage-tsx'.
 * @param {string} source  a page's `source`.
 */
export function pageChunkName(source) {
  return source.replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
}

/**
 * The pages of app `name` as rspack needs them (ARCHITECTURE.md "Adding a page").
 * @param {'shell' | 'guest' | 'host' | 'admin'} name  app whose table is read.
 * @param {string} projectDir  absolute path of apps/<name>.
 * @returns {{ exposes: Record<string, string> | undefined, plugins: import('@rspack/core').RspackPluginInstance[], firstLoadPages: Record<string, string> }}
 *   exposes (remotes only): `remoteExposes` of the tables, e.g. './NewsPage' → './src/news/NewsPage.tsx'
 *   and the frames the remote provides ('./AdminPageFrame'), for the ModuleFederationPlugin;
 *   plugins: a ContextReplacementPlugin narrowing the page import of the shell's router and of a
 *   remote's stand-alone bootstrap (`import(\`./${page.source}\`)`) to exactly the table's page files;
 *   firstLoadPages (shell only): first-load.json `pages`, the shell pages the server renders (`server: true`):
 *   their `source` → chunk name, e.g. 'landing/components/LandingPage.tsx' → 'landing-components-LandingPage-tsx'.
 * @throws Error naming the table when an entry is malformed (`checkPageTable`), its module name is not an
 *   identifier or a file is missing.
 */
export function appPages(name, projectDir) {
  const srcDir = path.join(projectDir, 'src');
  const table = `libs/contracts/src/pages/${name}.json`;
  for (const app of pages.APP_NAMES) pages.checkPageTable(app, pages.PAGE_TABLES[app]);
  const entries = pages.listPages(pages.PAGE_TABLES).filter((page) => page.app === name);
  for (const page of entries) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(page.module)) throw new Error(`${table}: "${page.module}" is not a module name`);
    if (!existsSync(path.join(srcDir, page.source))) throw new Error(`${table}: ${page.module}.source ${page.source} does not exist in ${srcDir}`);
  }
  const exposes = name === 'shell' ? undefined : pages.remoteExposes(pages.PAGE_TABLES, name);
  for (const [module, file] of Object.entries(exposes ?? {})) {
    if (!existsSync(path.join(projectDir, file))) throw new Error(`${name} exposes ${module}: ${file} does not exist`);
  }
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const keys = [...new Set(entries.map((page) => `./${page.source}`))].map(escape);
  const onlyPages = new RegExp(`^(?:${keys.join('|')})$`);
  const srcDirPattern = new RegExp(`^${escape(srcDir)}$`);
  const serverPages = name === 'shell' ? entries.filter((page) => page.server) : [];
  return {
    exposes,
    plugins: [new rspack.ContextReplacementPlugin(srcDirPattern, srcDir, true, onlyPages)],
    firstLoadPages: Object.fromEntries(serverPages.map((page) => [page.source, pageChunkName(page.source)])),
  };
}
