// The API tests' host renderer (SSR_DIST_DIR in test/harness.ts): the renderer's sources through
// jest's transform, in place of the build's dist/ssr/host/render.cjs, so a test needs no build.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module, as the build's render.cjs is
module.exports = require('../../../../../apps/host/src/server.tsx');
