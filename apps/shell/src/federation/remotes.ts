import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RUNTIME_CONFIG_ID, type RemoteName, type RuntimeConfig } from '@babynews/contracts';
import { isServerRender, takeInlineJson } from '@babynews/session';

export type { RemoteName };

let configPromise: Promise<RuntimeConfig> | null = null;
let config: RuntimeConfig | null = null;

/**
 * Reads the runtime config once — inline in the page, else `/runtime-config.json` (type
 * RuntimeConfig: one manifest URL per remote) — and
 * registers the remotes with the Module Federation runtime. Nothing about remote locations is
 * part of the shell build. A failed fetch is forgotten so the next call tries again.
 * @throws Error when the file cannot be fetched or lacks `remotes`.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (!configPromise) {
    configPromise = fetchConfig().then(
      (loaded) => {
        config = loaded;
        registerRemotes(Object.entries(loaded.remotes).map(([name, entry]) => ({ name, entry })));
        return loaded;
      },
      (error: unknown) => {
        configPromise = null;
        throw error;
      },
    );
  }
  return configPromise;
}

/**
 * The runtime config as known right now, without waiting: on the server, the block the page is rendered
 * with (the API passes the config every page carries, services/api/src/web); in the browser, the loaded
 * config or the page's inline one (left in place). Null when neither is there yet (a page served without
 * it: `loadRuntimeConfig` then fetches it). A page's first render reads it so it draws what the server drew.
 */
export function runtimeConfigNow(): RuntimeConfig | null {
  if (isServerRender()) return takeInlineJson<RuntimeConfig>(RUNTIME_CONFIG_ID) ?? null;
  return config ?? inlineConfig();
}

/** The runtime config the server put inline in the page (`#bn-runtime-config`), else null. */
function inlineConfig(): RuntimeConfig | null {
  const text = document.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeConfig;
  } catch {
    return null;
  }
}

/** The inline config when the page has one (no round trip on a first visit), else `/runtime-config.json`. */
async function fetchConfig(): Promise<RuntimeConfig> {
  let loaded = inlineConfig();
  if (!loaded) {
    const response = await fetch('/runtime-config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
    loaded = (await response.json()) as RuntimeConfig;
  }
  if (!loaded?.remotes?.guest || !loaded.remotes.host || !loaded.remotes.admin) throw new Error('runtime-config.json: remotes missing');
  return loaded;
}

/**
 * Loads module `expose` of `remote` at run time (`loadRemote('guest/NewsPage')`): a page's module name
 * in that remote's page table (e.g. 'NewsPage') or a frame module it provides (PAGE_FRAMES, e.g.
 * 'AdminPageFrame'); both are in the remote's `exposes` (`remoteExposes`).
 * @throws Error when the config, the manifest, the remote entry or the module cannot be loaded.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  await loadRuntimeConfig();
  const loaded = await loadRemote<T>(`${remote}/${expose}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${expose} could not be loaded`);
  return loaded;
}

/**
 * Forgets everything cached about `remote` (manifest, entry script, module cache) so the next
 * load fetches it again: the '다시 시도' button calls this. No-op before the config is known.
 * @returns 'reload' when the page's HTML preloaded files of this remote (the first page of a visit,
 *   services/api/src/web/document-html.ts): Chromium keeps a failed preload and answers the retried
 *   request of that file with the same failure, so only a fresh document loads it again; else 'retry'.
 */
export function resetRemote(remote: RemoteName): 'reload' | 'retry' {
  if (!config) return 'retry';
  const base = new URL('.', new URL(config.remotes[remote], location.href)).href;
  const preloaded = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) => link.href.startsWith(base));
  if (preloaded) return 'reload';
  registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
  return 'retry';
}
