// Admin remote: every /admin route and /login/admin; deployable on its own origin (ARCHITECTURE §1).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../../tools/rspack/base.mjs';

export default createAppConfig({
  name: 'admin',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  publicPath: 'auto',
  // Exposed pages: libs/contracts/src/pages/admin.json (one entry per page), and the frame 'admin'
  // (src/frame/AdminPageFrame.tsx) that the shell puts around its entries with "frame": "admin".
  remote: true,
});
