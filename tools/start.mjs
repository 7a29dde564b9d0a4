#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (Nx computes it from the sources; unchanged
// projects come from the local cache), then serves the API, the shell and the three remotes
// in one process on PORT (default 3000). Environment variables: see README.md.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('빌드에 실패했습니다 (build failed). See the output above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/services/api/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
