import type { RemoteRenderer, ShellRenderer } from '@babynews/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * The apps' server renderers the API renders a page's first HTML with (ARCHITECTURE "How a first
 * visit travels"): each is a module the app's build writes to `<ssrDistDir>/<app>/render.cjs`
 * (tools/rspack/ssr.mjs) from the components the browser renders. `null` for an app not built here:
 * its pages are then served as the plain shell, rendered in the browser alone.
 */
export interface PageRenderers {
  shell: ShellRenderer | null;
  guest: RemoteRenderer | null;
  host: RemoteRenderer | null;
}

/**
 * Loads the renderers under `ssrDistDir` afresh (a rebuilt bundle replaces the one loaded before:
 * call it again when the build changes, as `WebService` does with index.html). Never throws: a
 * bundle that is missing or fails to load is null (the error goes to `onError`).
 */
export function loadPageRenderers(ssrDistDir: string, onError: (err: unknown) => void): PageRenderers {
  const load = <T>(app: string, name: string): T | null => {
    const file = join(ssrDistDir, app, 'render.cjs');
    if (!existsSync(file)) return null;
    try {
      const renderer = loadCommonJs(file)[name];
      if (!renderer) throw new Error(`${file} exports no ${name}`);
      return renderer as T;
    } catch (err) {
      onError(err);
      return null;
    }
  };
  return {
    shell: load<ShellRenderer>('shell', 'shellRenderer'),
    guest: load<RemoteRenderer>('guest', 'guestRenderer'),
    host: load<RemoteRenderer>('host', 'hostRenderer'),
  };
}

/**
 * Runs the CommonJS module `file` as `require` would, but every time (no module cache: a rebuilt
 * file is read again), its own `require` resolving from its folder. Returns its exports.
 */
function loadCommonJs(file: string): Record<string, unknown> {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  const module = { exports: {} as Record<string, unknown> };
  (wrapper as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}
