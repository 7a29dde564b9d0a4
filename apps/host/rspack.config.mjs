// Host remote: pages for members (my page, sign-up, create/manage news, wish and quiz management).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'host',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  // Exposed pages: libs/contracts/src/pages/host.json (one entry per page).
  remote: true,
});
