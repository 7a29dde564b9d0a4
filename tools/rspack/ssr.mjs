// The server build of a front-end app: its `src/server.tsx` (render functions over the app's own
// components) bundled for Node.js, which the API loads to render a page's first HTML
// (ARCHITECTURE "How a first visit travels"). Same sources, same loaders as the browser build; no
// federation, no stylesheets (the browser build emits those), React and the router left external so
// the API process has one copy of each.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceRule } from './base.mjs';
import { appPages } from './pages.mjs';
import { rspack } from '@rspack/core';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/** Packages the server bundle requires at run time instead of carrying (one copy per process). */
const EXTERNAL = /^(react|react-dom|react-router|react-router-dom|scheduler)(\/.*)?$/;

/**
 * Where `app`'s server bundle goes: dist/ssr/<app>/render.cjs (outside dist/apps, which is served).
 * @param {string} app
 */
export function ssrOutputDir(app) {
  return path.join(workspaceRoot, 'dist/ssr', app);
}

/**
 * @param {object} options
 * @param {string} options.name  app name (shell | guest | host)
 * @param {string} options.projectDir  absolute path of apps/<name>
 * @param {string} options.publicPath  where the browser build's assets live ('/' for the shell,
 *   '/remotes/<name>/' for a remote served by the API), so an image imported by a component has the
 *   same URL in the server's HTML as in the browser's render
 * @returns {import('@rspack/core').Configuration}
 */
export function createSsrConfig({ name, projectDir, publicPath }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}-ssr`,
    mode: production ? 'production' : 'development',
    context: projectDir,
    target: 'node20',
    entry: { render: './src/server.tsx' },
    devtool: false,
    output: {
      path: ssrOutputDir(name),
      filename: '[name].cjs',
      publicPath,
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: [({ request }, callback) => (request && (builtins.has(request) || EXTERNAL.test(request)) ? callback(null, `commonjs ${request}`) : callback())],
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        sourceRule({ development: false, target: 'es2022' }),
        // Stylesheets: the browser build emits them; here an import is an empty module.
        { test: /\.css$/, type: 'javascript/auto', loader: path.join(workspaceRoot, 'tools/rspack/empty-loader.cjs') },
        { test: /\.(png|svg|webp|jpe?g|gif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // The router's page import narrowed to the table's page files, as in the browser build.
    // One file: every lazy import (the pages, the side menu) is bundled in, so reloading the file reloads all of it.
    plugins: [
      ...appPages(/** @type {'shell' | 'guest' | 'host' | 'admin'} */ (name), projectDir).plugins,
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
