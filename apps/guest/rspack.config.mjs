// Guest remote: pages for visitors (news page and quiz, wish list, reservation view, notices).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'guest',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  // Exposed pages: libs/contracts/src/pages/guest.json (one entry per page).
  remote: true,
});
