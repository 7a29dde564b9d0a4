import fastifyStatic from '@fastify/static';
import { REMOTE_PAGES, type RemoteName } from '@babynews/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const HASHED = /[.-][0-9a-f]{8,}\.(?:m?js|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)$/i;

/**
 * Cache-Control of a built file: HTML, federation manifests and remote entries are revalidated
 * on every load (`no-cache`); content-hashed assets are immutable for a year; others an hour.
 * `filePath` may be a precompressed copy (`.br`, `.gz`).
 */
export function cacheControlFor(filePath: string): string {
  // a precompressed copy (`x.js.br`, `x.js.gz`) is cached like the file it encodes
  const name = basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (name.endsWith('.html') || (name.startsWith('mf-') && name.endsWith('.json')) || name.startsWith('remoteEntry')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The remotes served by this process under /remotes/<name>/ (ARCHITECTURE §1): those of the page tables. */
export const REMOTE_NAMES = Object.keys(REMOTE_PAGES) as RemoteName[];

/**
 * Serves dist/apps/shell at / and dist/apps/<remote> at /remotes/<remote>/ when those folders
 * exist, precompressed (brotli, else gzip) when the client accepts it. Missing files fall through to the not-found handler (SPA fallback or JSON 404).
 */
export async function registerStaticFiles(app: NestFastifyApplication, webDistDir: string): Promise<void> {
  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header('cache-control', cacheControlFor(path));
  };
  // preCompressed: the build writes .br and .gz beside each text asset (tools/rspack/precompress.mjs);
  // a client that accepts one gets it with Content-Encoding and Vary, others the plain file.
  const common = { cacheControl: false, setHeaders, wildcard: true, redirect: false, dotfiles: 'ignore' as const, decorateReply: false, preCompressed: true };
  const shell = join(webDistDir, 'shell');
  if (existsSync(shell)) await app.register(fastifyStatic, { ...common, root: shell, prefix: '/', index: ['index.html'] });
  for (const name of REMOTE_NAMES) {
    const root = join(webDistDir, name);
    if (existsSync(root)) await app.register(fastifyStatic, { ...common, root, prefix: `/remotes/${name}/`, index: false });
  }
}
