// Module Federation 2 settings shared by the shell and the three remotes (ARCHITECTURE §1).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * Packages every federated app shares as singletons, so one React, one router context and one
 * session store exist on a page. `@babynews/contracts` is not among them: it holds no state,
 * and as one shared module it carried every schema and message table into every first visit
 * (tree-shaking works per app instead; its big tables are shared by file, `sharedContractTables`). Our workspace libraries carry version 0.1.0 in their
 * package.json; `requiredVersion: false` accepts whichever copy the shell provided first.
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons() {
  const singleton = { singleton: true, requiredVersion: /** @type {const} */ (false) };
  return Object.fromEntries(
    [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      // react-router-dom is tools/rspack/react-router-dom.mjs (alias), which bundles what it needs of react-router.
      'react-router-dom',
      'zustand',
      '@babynews/ui',
      '@babynews/session',
    ].map((name) => [name, { ...singleton }]),
  );
}

/**
 * The contracts' message and limit tables (`libs/contracts/src/common/messages.ts`, `limits.ts`, which assemble the domains' parts), shared by
 * their file: code of any app that reaches them through `@babynews/contracts` then uses the copy the
 * shell loaded (the shared UI and session import them) instead of each remote downloading its own
 * (the message catalogue alone is ~6 KiB gzip). Stateless, so any copy will do (`requiredVersion: false`).
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
export function sharedContractTables() {
  const dir = fileURLToPath(new URL('../../libs/contracts/src/common/', import.meta.url));
  return Object.fromEntries(
    ['messages', 'limits'].map((table) => [
      path.join(dir, `${table}.ts`),
      { shareKey: `@babynews/contracts/${table}`, version: '0.1.0', singleton: true, requiredVersion: /** @type {const} */ (false) },
    ]),
  );
}

/**
 * Builds the ModuleFederationPlugin of one app.
 * @param {{ name: string, exposes?: Record<string, string> }} options
 *   name: federation name (a JS identifier: shell | guest | host | admin);
 *   exposes: './Module' → source path, for remotes only. The shell declares no remotes at build
 *   time: it registers them at run time from /runtime-config.json.
 * Every app emits `mf-manifest.json`, remotes also `remoteEntry.js`; `dts: false` keeps the build offline.
 */
export function federationPlugin({ name, exposes }) {
  return new ModuleFederationPlugin({
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    remotes: {},
    shared: { ...sharedSingletons(), ...sharedContractTables() },
    // Remotes: the shell loads them through it. Shell: lists the shared modules it provides, which the
    // first-visit JS budget (tools/budget) reads.
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    shareStrategy: 'loaded-first',
    // One copy of the federation runtime on a page: the shell provides it, the remotes use it.
    experiments: {
      ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
      optimization: { target: 'web' },
    },
  });
}
