// Build-time compression of the text assets (issue: first visit on a phone; ARCHITECTURE §1).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

/** Text assets worth compressing: scripts, styles, manifests, SVG. */
const COMPRESSIBLE = /\.(?:m?js|css|json|svg|html|txt)$/;
/** Below this many bytes compression gains less than a TCP packet. */
const MIN_BYTES = 1024;

/**
 * Emits `<asset>.br` (brotli, quality 11) and `<asset>.gz` (gzip level 9) beside every compressible
 * asset of at least MIN_BYTES, once, at build time, so the servers send them as they are with the
 * right `Content-Encoding` (@fastify/static `preCompressed`, nginx `gzip_static`) instead of
 * compressing on every request or not at all. node:zlib does the work; this plugin only emits the files
 * (compression-webpack-plugin would pull webpack itself in as a peer dependency).
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const source = asset.buffer();
          if (source.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipSync(source, { level: 9 })));
        }
      });
    });
  }
}
