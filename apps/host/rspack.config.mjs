// Host remote: pages for members (my page, sign-up, create/manage news, wish and quiz management).
// Two builds from the same sources: the browser's (dist/apps/host) and the server renderer the API
// loads for my page's first HTML (dist/ssr/host, tools/rspack/ssr.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';
import { createSsrConfig } from '../../tools/rspack/ssr.mjs';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  // Exposed pages: libs/contracts/src/pages/host.json (one entry per page).
  createAppConfig({ name: 'host', projectDir, publicPath: 'auto', remote: true }),
  createSsrConfig({ name: 'host', projectDir, publicPath: '/remotes/host/' }),
];
