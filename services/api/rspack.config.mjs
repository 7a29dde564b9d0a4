// Bundles the API (src/main.ts) for Node 20 into dist/services/api/main.js (CommonJS).
// Every bare import from node_modules stays external (native modules such as argon2 and
// better-sqlite3, and Nest's optional lazy requires, must be loaded at run time); only our own
// @babynews/* libraries are compiled in from source (tsconfig paths).
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** External when it is a bare package name that is not one of ours. */
function externals({ request }, callback) {
  if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@babynews/')) return callback();
  if (builtins.has(request) || /^(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(request)) return callback(null, `commonjs ${request}`);
  return callback();
}

/** @type {import('@rspack/core').Configuration} */
export default {
  context: here,
  mode: 'production',
  target: 'node20',
  entry: { main: './src/main.ts' },
  output: {
    path: resolve(root, 'dist/services/api'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    chunkFormat: 'commonjs',
    clean: true,
  },
  externals: [externals],
  externalsPresets: { node: true },
  node: { __dirname: false, __filename: false },
  devtool: 'source-map',
  optimization: { minimize: false, splitChunks: false },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    tsConfig: { configFile: resolve(here, 'tsconfig.json') },
    alias: {
      '@babynews/contracts': resolve(root, 'libs/contracts/src/index.ts'),
      '@babynews/mail': resolve(root, 'libs/mail/src/index.ts'),
    },
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2022',
            keepClassNames: true,
          },
        },
        type: 'javascript/auto',
      },
      {
        // The mail templates (libs/mail, ARCHITECTURE §4.23): React components rendered on the server.
        test: /\.tsx$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  stats: 'errors-warnings',
};
