// The one rspack configuration every front-end app derives from (shell, guest, host, admin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federationPlugin } from './federation.mjs';
import { appPages } from './pages.mjs';
import { PrecompressPlugin } from './precompress.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Writes `first-load.json` next to the build: the JS files of the entry (`main`) and the JS and CSS
 * files of the chunks loaded by `import('./bootstrap')` (the async boundary every app starts with),
 * for a remote, `exposes`: each exposed page's JS files, all those its container loads (the
 * federation manifest leaves out the ones it also counts under a shared module's fallback), and
 * `pages`: the JS and CSS files of the lazy pages the server renders, by table `source` (the shell's
 * landing and legal pages, see tools/rspack/pages.mjs), and `provided` / `providedCss`: the
 * JS / CSS files of the chunks that provide the app's shared modules (the federation manifest also lists the fallback
 * chunks of its consumers, which are not loaded while this app provides the module).
 * The first-visit JS budget (tools/budget/first-visit.mjs) reads it with the federation manifests, and
 * the API reads it to preload those files and link their styles (services/api/src/web/build-assets.ts).
 */
class FirstLoadPlugin {
  /** @param {Record<string, string>} firstLoadPages  first-load.json `pages` source → chunk group name, e.g. 'landing/components/LandingPage.tsx' → 'landing-components-LandingPage-tsx'. */
  constructor(firstLoadPages) {
    this.firstLoadPages = firstLoadPages;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, entrypoints: true, chunkGroups: true });
        const js = (/** @type {string[]} */ files) => files.filter((f) => f.endsWith('.js'));
        const css = (/** @type {string[]} */ files) => files.filter((f) => f.endsWith('.css'));
        const entry = js((stats.entrypoints?.main?.assets ?? []).map((a) => a.name));
        const bootstrapChunks = (stats.chunks ?? []).filter((chunk) => (chunk.origins ?? []).some((origin) => origin.request === './bootstrap'));
        const bootstrap = bootstrapChunks.flatMap((chunk) => js(chunk.files ?? []));
        const bootstrapCss = bootstrapChunks.flatMap((chunk) => css(chunk.files ?? []));
        const exposes = Object.fromEntries(
          Object.entries(stats.namedChunkGroups ?? {})
            .filter(([name]) => name.startsWith('__federation_expose_'))
            .map(([name, group]) => [name.slice('__federation_expose_'.length), js((group.assets ?? []).map((a) => a.name)).sort()]),
        );
        // Lazy pages of the app the server renders (the shell's landing and legal pages): their JS and CSS files.
        // A missing chunk fails the build: the budget and the API's preloads would silently lose the page.
        /** @type {Record<string, { js: string[], css: string[] }>} */
        const pages = {};
        for (const [name, chunkName] of Object.entries(this.firstLoadPages)) {
          const group = stats.namedChunkGroups?.[chunkName];
          if (!group) throw new Error(`FirstLoadPlugin: no chunk "${chunkName}" for the first-visit page "${name}"`);
          const files = (group.assets ?? []).map((a) => a.name);
          pages[name] = { js: js(files).sort(), css: css(files).sort() };
        }
        // The chunks that provide this app's shared modules (what a host loads for them when its own copy
        // is the one used): not the consumers' fallback chunks, which stay unloaded while a provider exists.
        const providing = (stats.chunks ?? []).filter((chunk) =>
          (chunk.origins ?? []).some((origin) => (origin.moduleName ?? '').startsWith('provide shared module')),
        );
        const provided = providing.flatMap((chunk) => js(chunk.files ?? []));
        const providedCss = providing.flatMap((chunk) => css(chunk.files ?? []));
        const json = JSON.stringify(
          {
            entry,
            bootstrap: [...new Set(bootstrap)].sort(),
            bootstrapCss: [...new Set(bootstrapCss)].sort(),
            provided: [...new Set(provided)].sort(),
            providedCss: [...new Set(providedCss)].sort(),
            exposes,
            pages,
          },
          null,
          2,
        );
        compilation.emitAsset('first-load.json', new rspack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The federation runtime as ES modules. The federation plugins name its CommonJS files (require.resolve),
 * and its CommonJS files require each other, which the bundle can neither tree-shake nor share with the
 * ES modules: these aliases, `FederationRuntimeEsmPlugin` and `federationRuntimeRule` pick the ES module
 * files instead, so that `experiments.optimization.target: 'web'` drops the runtime's Node.js code
 * (tools/rspack/federation.mjs) and the shell carries one copy of the runtime.
 * @returns {Record<string, string>}
 */
function federationRuntimeEsm() {
  const dist = (/** @type {string} */ pkg, /** @type {string} */ file) => path.join(workspaceRoot, 'node_modules/@module-federation', pkg, 'dist', file);
  return {
    [`${dist('webpack-bundler-runtime', 'index.cjs')}$`]: dist('webpack-bundler-runtime', 'index.js'),
    [`${dist('inject-external-runtime-core-plugin', 'index.cjs')}$`]: dist('inject-external-runtime-core-plugin', 'index.js'),
  };
}

/**
 * Removes the aliases rspack's ModuleFederationPlugin sets to the CommonJS files of
 * `@module-federation/runtime` and `runtime-tools` (require.resolve), so that these packages resolve
 * through their `exports` like any other (ES modules for `import`). Comes after the federation plugin.
 */
class FederationRuntimeEsmPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEnvironment.tap('FederationRuntimeEsmPlugin', () => {
      const alias = /** @type {Record<string, unknown>} */ (compiler.options.resolve.alias ?? {});
      for (const pkg of ['@module-federation/runtime', '@module-federation/runtime-tools']) {
        if (typeof alias[pkg] === 'string' && String(alias[pkg]).endsWith('.cjs')) delete alias[pkg];
      }
    });
  }
}

/** Requests of the federation runtime's own files resolve to ES modules (`import` condition), also from `require`. */
const federationRuntimeRule = {
  test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
  resolve: { conditionNames: ['import', 'browser', 'module', 'default'] },
};

/**
 * The rule compiling the apps' TypeScript and TSX (swc, React's automatic runtime), shared by the
 * browser builds and the server builds (tools/rspack/ssr.mjs).
 * @param {{ development: boolean, target: string }} options  React's development transform; the JS level emitted (e.g. 'es2020')
 */
export function sourceRule({ development, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Creates an rspack config for one app of the workspace.
 * @param {object} options
 * @param {string} options.name  project name (shell | guest | host | admin); output goes to
 *   dist/apps/<name> under the workspace root.
 * @param {string} options.projectDir  absolute path of apps/<name>.
 * @param {'/' | 'auto'} options.publicPath  '/' for the shell, 'auto' for remotes so they can be
 *   served from any origin or path.
 * @param {boolean} [options.remote]  true for guest/host/admin: their exposed pages (and frames) come
 *   from the page table libs/contracts/src/pages/<name>.json (see tools/rspack/pages.mjs); the shell's
 *   own pages come from pages/shell.json the same way.
 * @param {boolean} [options.copyPublic]  copy apps/<name>/public into the output (shell).
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ name, projectDir, publicPath, remote = false, copyPublic = false }) {
  const production = process.env.NODE_ENV !== 'development';
  const pages = appPages(/** @type {'shell' | 'guest' | 'host' | 'admin'} */ (name), projectDir);
  if (remote !== (pages.exposes !== undefined)) throw new Error(`${name}: remote is ${remote}, but its page table says otherwise`);
  const plugins = [
    federationPlugin({ name, exposes: pages.exposes }),
    new FederationRuntimeEsmPlugin(),
    ...pages.plugins,
    new rspack.HtmlRspackPlugin({
      template: path.join(projectDir, 'src/index.html'),
      chunks: ['main'],
      minify: production,
    }),
  ];
  plugins.push(new FirstLoadPlugin(pages.firstLoadPages));
  if (production) plugins.push(new PrecompressPlugin());
  if (copyPublic) {
    plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(projectDir, 'public'), to: '.' }] }));
  }
  return {
    name,
    mode: production ? 'production' : 'development',
    context: projectDir,
    entry: { main: './src/main.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(workspaceRoot, 'dist/apps', name),
      publicPath,
      uniqueName: `babynews_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Only the router exports the apps use (see the file).
      alias: { 'react-router-dom$': path.join(workspaceRoot, 'tools/rspack/react-router-dom.mjs'), ...federationRuntimeEsm() },
    },
    module: {
      // A missing export is a build error, not `undefined` at run time (e.g. a router export not in the facade).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        sourceRule({ development: !production, target: 'es2020' }),
        federationRuntimeRule,
        // Another app's page table without its pages' `source` (see the loader): bytes off every first visit.
        {
          test: /libs[\\/]contracts[\\/]src[\\/]pages[\\/](shell|guest|host|admin)\.json$/,
          loader: path.join(workspaceRoot, 'tools/rspack/page-table-loader.cjs'),
          options: { keepSourceOf: name },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|webp|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: { minimize: production },
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
