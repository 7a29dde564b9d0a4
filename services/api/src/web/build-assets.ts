import { REMOTE_PAGES, type RemoteName } from '@babynews/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstVisitAssets } from './document-html';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface FederationManifest {
  shared?: Array<{ assets: ManifestAssets }>;
  exposes?: Array<{ name: string; assets: ManifestAssets }>;
}

/** What tools/rspack/base.mjs writes to the shell's `first-load.json` (the parts read here). */
interface FirstLoad {
  bootstrap?: string[];
  bootstrapCss?: string[];
  /** Files of the chunks providing the shell's shared modules (not the consumers' fallbacks). */
  provided?: string[];
  providedCss?: string[];
  /** The shell's lazy pages the server renders, by table `source`: their JS and CSS files. */
  pages?: Record<string, { js: string[]; css: string[] }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Reads from the front-end build in `webDistDir` what a first visit loads (for preloads and the first
 * paint's stylesheets): `shell/first-load.json` (written by tools/rspack/base.mjs: the `./bootstrap`
 * chunks' JS and CSS, the chunks providing the shared modules, the lazy pages the server renders) and the exposed pages of each
 * remote's `mf-manifest.json`, with the text of those stylesheets. A part that is missing or unreadable is left out (nothing preloaded for
 * it); never throws.
 */
export function readFirstVisitAssets(webDistDir: string): FirstVisitAssets {
  const assets: FirstVisitAssets = { shellScripts: [], shellStyles: [], shellPages: {}, remotes: {}, styleText: {} };
  try {
    const firstLoad = readJson<FirstLoad>(join(webDistDir, 'shell', 'first-load.json'));
    assets.shellScripts = unique([...(firstLoad.bootstrap ?? []), ...(firstLoad.provided ?? [])]);
    assets.shellStyles = unique([...(firstLoad.bootstrapCss ?? []), ...(firstLoad.providedCss ?? [])]);
    assets.shellPages = firstLoad.pages ?? {};
    const pageStyles = Object.values(assets.shellPages).flatMap((page) => page.css);
    for (const file of unique([...assets.shellStyles, ...pageStyles])) assets.styleText[`/${file}`] = readFileSync(join(webDistDir, 'shell', file), 'utf8');
  } catch {
    // no shell build: nothing to preload
  }
  for (const remote of Object.keys(REMOTE_PAGES) as RemoteName[]) {
    try {
      const manifest = readJson<FederationManifest>(join(webDistDir, remote, 'mf-manifest.json'));
      assets.remotes[remote] = Object.fromEntries(
        (manifest.exposes ?? []).map((e) => [e.name.replace(/^\.\//, ''), { js: e.assets.js.sync, css: e.assets.css.sync }]),
      );
      for (const file of new Set((manifest.exposes ?? []).flatMap((e) => e.assets.css.sync))) {
        assets.styleText[`/remotes/${remote}/${file}`] = readFileSync(join(webDistDir, remote, file), 'utf8');
      }
    } catch {
      // this remote is not built here (or served from another origin)
    }
  }
  return assets;
}

const unique = (files: string[]) => [...new Set(files)];
