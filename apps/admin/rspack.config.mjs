// Admin remote: every /admin route and /login/admin; deployable on its own origin (ARCHITECTURE §1).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

const projectDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const frameLoader = path.join(projectDir, 'tools/admin-frame-loader.cjs');
const { RAW_QUERY } = require(frameLoader);

/**
 * Page files of the admin area ('/admin' and below) from the page table: each is wrapped in the
 * admin guard and frame (src/frame/withAdminFrame.tsx) by tools/admin-frame-loader.cjs, so adding a
 * page to libs/contracts/src/pages/admin.json is all it takes to have it guarded (spec §4).
 */
function framedPageFiles() {
  const table = JSON.parse(readFileSync(path.join(projectDir, '../../libs/contracts/src/pages/admin.json'), 'utf8'));
  return Object.values(table)
    .filter((page) => page.path === '/admin' || page.path.startsWith('/admin/'))
    .map((page) => path.join(projectDir, 'src', page.source));
}

const config = createAppConfig({
  name: 'admin',
  projectDir,
  publicPath: 'auto',
  // Exposed pages: libs/contracts/src/pages/admin.json (one entry per page).
  remote: true,
});

const framed = new Set(framedPageFiles());
config.module.rules.push({
  test: (resource) => framed.has(resource),
  resourceQuery: { not: [new RegExp(RAW_QUERY)] },
  use: [{ loader: frameLoader, options: { frame: path.join(projectDir, 'src/frame/withAdminFrame.tsx') } }],
});

export default config;
