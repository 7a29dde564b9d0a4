// Shell (Module Federation host): owns the router and layout; remotes are registered at run time.
// Two builds from the same sources: the browser's (dist/apps/shell) and the server renderer the API
// loads for a page's first HTML (dist/ssr/shell, tools/rspack/ssr.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';
import { createSsrConfig } from '../../tools/rspack/ssr.mjs';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

export default [
  createAppConfig({ name: 'shell', projectDir, publicPath: '/', copyPublic: true }),
  createSsrConfig({ name: 'shell', projectDir, publicPath: '/' }),
];
