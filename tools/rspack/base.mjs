// The one rspack configuration every front-end app derives from (shell, guest, host, admin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federationPlugin } from './federation.mjs';
import { remotePages } from './pages.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Creates an rspack config for one app of the workspace.
 * @param {object} options
 * @param {string} options.name  project name (shell | guest | host | admin); output goes to
 *   dist/apps/<name> under the workspace root.
 * @param {string} options.projectDir  absolute path of apps/<name>.
 * @param {'/' | 'auto'} options.publicPath  '/' for the shell, 'auto' for remotes so they can be
 *   served from any origin or path.
 * @param {boolean} [options.remote]  true for guest/host/admin: their exposed pages come from
 *   the page table libs/contracts/src/pages/<name>.json (see tools/rspack/pages.mjs).
 * @param {boolean} [options.copyPublic]  copy apps/<name>/public into the output (shell).
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig({ name, projectDir, publicPath, remote = false, copyPublic = false }) {
  const production = process.env.NODE_ENV !== 'development';
  const pages = remote ? remotePages(/** @type {'guest' | 'host' | 'admin'} */ (name), projectDir) : { exposes: undefined, plugins: [] };
  const plugins = [
    federationPlugin({ name, exposes: pages.exposes }),
    ...pages.plugins,
    new rspack.HtmlRspackPlugin({
      template: path.join(projectDir, 'src/index.html'),
      chunks: ['main'],
      minify: production,
    }),
  ];
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
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
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
