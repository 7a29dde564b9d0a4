// Guest remote: pages for visitors (news page and quiz, wish list, reservation view, notices).
// Two builds from the same sources: the browser's (dist/apps/guest) and the server renderer the API
// loads for the news page's and the wish list's first HTML (dist/ssr/guest, tools/rspack/ssr.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';
import { createSsrConfig } from '../../tools/rspack/ssr.mjs';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  // Exposed pages: libs/contracts/src/pages/guest.json (one entry per page).
  createAppConfig({ name: 'guest', projectDir, publicPath: 'auto', remote: true }),
  createSsrConfig({ name: 'guest', projectDir, publicPath: '/remotes/guest/' }),
];
