// Shell (Module Federation host): owns the router and layout; remotes are registered at run time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'shell',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: '/',
  copyPublic: true,
});
