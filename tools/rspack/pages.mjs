// Reads a remote's page table (libs/contracts/src/pages/<remote>.json, typed by
// libs/contracts/src/pages.ts) for its rspack config: rspack configs cannot import TypeScript.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The pages of remote `name` as rspack needs them (ARCHITECTURE §1: each remote exposes route modules).
 * @param {'guest' | 'host' | 'admin'} name  remote whose table is read.
 * @param {string} projectDir  absolute path of apps/<name>.
 * @returns {{ exposes: Record<string, string>, plugins: import('@rspack/core').RspackPluginInstance[] }}
 *   exposes: './NewsPage' → './src/news/NewsPage.tsx' for the ModuleFederationPlugin;
 *   plugins: a ContextReplacementPlugin narrowing the stand-alone bootstrap's
 *   `import(\`./${page.source}\`)` to exactly the table's page files.
 * @throws Error naming the table when an entry has a bad module name or its source file is missing.
 */
export function remotePages(name, projectDir) {
  const tableFile = path.join(workspaceRoot, 'libs/contracts/src/pages', `${name}.json`);
  const table = JSON.parse(readFileSync(tableFile, 'utf8'));
  const srcDir = path.join(projectDir, 'src');
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const [module, page] of Object.entries(table)) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(module)) throw new Error(`${tableFile}: "${module}" is not a module name`);
    if (!existsSync(path.join(srcDir, page.source))) throw new Error(`${tableFile}: ${module}.source ${page.source} does not exist in ${srcDir}`);
    exposes[`./${module}`] = `./src/${page.source}`;
  }
  const keys = Object.values(table).map((page) => `./${page.source}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const onlyPages = new RegExp(`^(?:${keys.join('|')})$`);
  const srcDirPattern = new RegExp(`^${srcDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  return { exposes, plugins: [new rspack.ContextReplacementPlugin(srcDirPattern, srcDir, true, onlyPages)] };
}
