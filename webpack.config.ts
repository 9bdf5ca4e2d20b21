/**
 * Webpack build of the React client (DESIGN §1, §7; ../shared/STACK.md "Configs that worked").
 * - entry src/client/index.tsx → dist/ with content-hashed names, publicPath '/' so deep links
 *   such as /cabinet/company/1 load their chunks from the root.
 * - babel-loader with `envName: mode` (STACK trap 3: otherwise a production build ships jsxDEV).
 * - screens are split with React.lazy (app/router.tsx) so the initial JavaScript stays under the
 *   budgets of issue 13 item 6 (DESIGN §7); `performance.hints` is off because those budgets are
 *   measured by us (scripts/bundleBudget.mjs reads the chunk groups this build writes to
 *   .tmp/bundle-stats.json), not by webpack's 244 KiB-minified warning.
 * - issue 13 item 6: JS, CSS, HTML, SVG and JSON are precompressed into .br (brotli 11) and .gz
 *   (gzip 9) next to each file; the server picks one by Accept-Encoding (server/plugins/static.ts).
 * - react-router resolves to its production build (its package exports only the development one,
 *   with dev-time checks, for bundlers).
 * - the dev server (port 8080) proxies the API, the socket and the shared-board calls to :3000.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Mode = NonNullable<Configuration['mode']>;

const API_PREFIXES = [
  '/auth',
  '/company',
  '/project',
  '/board',
  '/editor',
  '/chat',
  '/api',
  '/wiki',
  '/draw',
  '/reports',
  '/queries',
  '/admin',
  '/notifications',
  '/docs',
  '/openapi.json',
];

/**
 * The screen chunks a board opens with (webpackChunkName in src/client/app/routeChunks.ts), and the
 * card page that shares most of the board: what two of them share is what a board needs.
 */
const BOARD_SCREENS = new Set(['CabinetLayout', 'ProjectLayout', 'ProjectBoardPage', 'BoardView', 'CardPage']);

/** Text assets worth precompressing (source maps are left alone: only devtools fetch them). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/i;

/** Where the build leaves the chunk groups and their files for scripts/bundleBudget.mjs. */
const STATS_FILE = path.resolve(__dirname, '.tmp/bundle-stats.json');

/** File in the output folder naming the scripts of each named chunk group (the server reads it). */
const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** Writes entry points and named chunk groups (with their files) after each production build. */
class ChunkGroupStatsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGroupStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        outputPath: true,
        entrypoints: true,
        chunkGroups: true,
        chunkGroupAuxiliary: false,
        chunkGroupChildren: false,
      });
      fs.mkdirSync(path.dirname(STATS_FILE), { recursive: true });
      fs.writeFileSync(STATS_FILE, JSON.stringify(json));
      // The scripts of each named chunk group, for the server's preloads (server/plugins/routePreloads.ts).
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {}))
        groups[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
      fs.writeFileSync(path.join(json.outputPath ?? '', CHUNK_GROUPS_FILE), JSON.stringify(groups));
    });
  }
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration & { devServer?: DevServerConfiguration } => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
  return {
    mode,
    // `boot` is the first URL's requests (app/bootRequests.ts): a script of a few KB with no
    // package in it, so it runs as soon as it arrives, while the browser still downloads and
    // parses the vendors and main; main depends on it and reuses its modules (issue 13 item 4).
    entry: {
      boot: './src/client/app/bootRequests.ts',
      main: { import: './src/client/index.tsx', dependOn: 'boot' },
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: {
        ...(production
          ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
        // Drawings (issue 18): mermaid's ~140 lazy chunks would each add to the runtime every route loads.
        '@excalidraw/mermaid-to-excalidraw$': path.resolve(
          __dirname,
          'src/client/features/drawings/mermaidUnavailable.ts',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { envName: mode, cacheDirectory: true } },
        },
        // JSON (i18n resources) is handled by webpack 5 natively; images/fonts as files.
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/i, type: 'asset/resource' },
        // A package's stylesheet as a string (react-big-calendar's), injected by emotion's GlobalStyles
        // with the theme's overrides: no style-loader, and the CSS lands in the screen's lazy chunk.
        { test: /\.css$/i, type: 'asset/source' },
        // Excalidraw's ESM build imports `roughjs/bin/rough` without an extension (issue 18 drawings).
        { test: /\.m?js$/, include: /[\\/]node_modules[\\/]@excalidraw[\\/]/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [
      // Drawings (issue 18): Excalidraw's languages other than ours (en, ru) are never asked for.
      new webpack.IgnorePlugin({
        resourceRegExp: /^\.\/locales\/(?!en-|ru-RU-)/,
        contextRegExp: /[\\/]@excalidraw[\\/]excalidraw[\\/]dist[\\/]/,
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              compressionOptions: { level: 9 },
              minRatio: 0.9,
            }),
            new ChunkGroupStatsPlugin(),
          ]
        : []),
    ],
    optimization: {
      // One vendor chunk for what every screen needs (React, router, Redux, MUI core, socket.io);
      // drag and drop in one chunk that only the board route loads, so sign-in never downloads it
      // (issue 13 item 6).
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: -10 },
          // Drawings (issue 18): Excalidraw's small lazy parts (our two languages, image resizing,
          // a polyfill) in one chunk: each chunk adds its name and hash to the runtime of every route.
          excalidrawExtras: {
            test: /[\\/](node_modules[\\/](pica|image-blob-reduce|canvas-roundrect-polyfill)|@excalidraw[\\/]excalidraw[\\/]dist[\\/]prod[\\/](locales|data))[\\/]|mermaidUnavailable/,
            name: 'excalidraw-extras',
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
          boardVendor: {
            test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/,
            name: 'board-vendor',
            chunks: 'async',
            priority: 0,
          },
          // What the board's screens share, in one chunk: a board then loads a dozen chunks, not
          // two dozen of a few KB each that queue on the browser's six connections per host
          // (HTTP/1.1) — it opened in four waves of requests before (issue 13). Only these
          // screens take part: the lazy dialogs' shared parts would then load up front, and other
          // screens' shared parts would weigh on the board.
          boardScreens: {
            chunks: (chunk) => BOARD_SCREENS.has(chunk.name ?? ''),
            minChunks: 2,
            name: 'board-screens',
            priority: -5,
            reuseExistingChunk: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      proxy: [
        {
          context: API_PREFIXES,
          target: backend,
          changeOrigin: false,
          // Browser navigations (Accept: text/html) stay with the dev server's index.html.
          bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
        },
        { context: ['/socket.io'], target: backend, ws: true },
      ],
    },
  };
};
