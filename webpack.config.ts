/**
 * Webpack build of the React client (DESIGN §1, §7; ../shared/STACK.md "Configs that worked").
 * - two compilations into dist/: the app (entry `main`, src/client/index.tsx → index.html) and the
 *   light sign-in page (entry `signIn`, src/client/features/signIn/index.tsx → signin.html), which
 *   the server answers /login with (server/plugins/static.ts). The sign-in page has no store,
 *   router or socket, so it stays within its budget (README "Where we depart from DESIGN.md"); as
 *   a compilation of its own it shares no module with the app's chunks, so neither page's scope
 *   hoisting or chunking changes the other's bytes. The sign-in build runs after the app's and
 *   lists the app entry's scripts in a meta tag of signin.html, which the page turns into prefetch
 *   links once idle (features/signIn/appPrefetch.ts). Content-hashed names, publicPath '/' so deep
 *   links such as /cabinet/company/1 load their chunks from the root.
 * - babel-loader with `envName: mode` (STACK trap 3: otherwise a production build ships jsxDEV).
 * - screens are split with React.lazy (app/router.tsx) so the initial JavaScript stays under the
 *   budgets of issue 13 item 6 (DESIGN §7); `performance.hints` is off because those budgets are
 *   measured by us (scripts/bundleBudget.mjs reads the chunk groups this build writes to
 *   .tmp/bundle-stats.json), not by webpack's 244 KiB-minified warning.
 * - issue 13 item 6: JS, CSS, HTML, SVG and JSON are precompressed into .br (brotli 11) and .gz
 *   (gzip 9) next to each file; the server picks one by Accept-Encoding (server/plugins/static.ts).
 *   Both compilations write their entry points and chunk groups to .tmp/bundle-stats.json.
 * - react-router resolves to its production build (its package exports only the development one,
 *   with dev-time checks, for bundlers).
 * - the dev server (port 8080) proxies the API, the socket and the shared-board calls to :3000,
 *   and answers navigations to /login with signin.html, the others with index.html.
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

/** The app's compilation and entry; the sign-in page's compilation and entry (served as signin.html for /login). */
const APP = 'main';
/**
 * The app's first entry: the first URL's requests (app/bootRequests.ts), a script of a few KB with
 * no package in it, loaded as a blocking script (BlockingBootScripts) so it runs as soon as it
 * arrives, while the browser still downloads and parses the vendors and main; main depends on it
 * and reuses its modules (issue 13 item 4).
 */
const BOOT = 'boot';
const SIGN_IN = 'signIn';
/** The meta tag of signin.html listing the app entry's scripts (features/signIn/appPrefetch.ts). */
const APP_SCRIPTS_META = 'teamspace-app-scripts';
/** The path whose navigations get signin.html (any query), as server/plugins/static.ts does. */
const SIGN_IN_PATH = /^\/login\/?$/;

/**
 * Writes entry points and named chunk groups (with their files) after each production build; the
 * app's compilation starts the file, the sign-in page's (which runs after it) adds its own.
 */
class ChunkGroupStatsPlugin {
  constructor(private readonly startsFile: boolean) {}

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
      const earlier =
        !this.startsFile && fs.existsSync(STATS_FILE)
          ? (JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as typeof json)
          : {};
      const merged = {
        ...earlier,
        ...json,
        outputPath: earlier.outputPath ?? json.outputPath,
        entrypoints: { ...earlier.entrypoints, ...json.entrypoints },
        namedChunkGroups: { ...earlier.namedChunkGroups, ...json.namedChunkGroups },
      };
      fs.writeFileSync(STATS_FILE, JSON.stringify(merged));
      if (!this.startsFile) return;
      // The app's scripts of each named chunk group, for the server's preloads (server/plugins/routePreloads.ts).
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {}))
        groups[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'));
      fs.writeFileSync(path.join(json.outputPath ?? '', CHUNK_GROUPS_FILE), JSON.stringify(groups));
    });
  }
}

/** The app entries' script files (URL paths), recorded by the app's compilation for the sign-in page's. */
class AppScripts {
  files: string[] = [];

  /** On the app's compilation: records its entry's scripts after each build. */
  recorder() {
    return {
      apply: (compiler: Compiler) => {
        compiler.hooks.afterEmit.tap('AppScripts', (compilation) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = [BOOT, APP]
            .flatMap((entry) => [...(compilation.entrypoints.get(entry)?.getFiles() ?? [])])
            .filter((f, i, all) => f.endsWith('.js') && all.indexOf(f) === i);
          this.files = files.map((file) => `${publicPath}${file}`);
        });
      },
    };
  }

  /** On the sign-in page's compilation: adds `<meta name="teamspace-app-scripts" content="…">` to its HTML. */
  metaTag() {
    return {
      apply: (compiler: Compiler) => {
        compiler.hooks.compilation.tap('AppScripts', (compilation) => {
          HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('AppScripts', (data) => {
            data.headTags.push(
              HtmlWebpackPlugin.createHtmlTagObject('meta', { name: APP_SCRIPTS_META, content: this.files.join(' ') }),
            );
            return data;
          });
        });
      },
    };
  }
}

/**
 * The boot entry's scripts (the webpack runtime and boot, a few KB) as plain blocking scripts in the
 * head instead of deferred ones: a deferred script runs only once the document is parsed and after
 * the scripts before it, which put the first URL's requests ~80 ms after boot.js had arrived; a
 * blocking one runs as soon as it arrives, while the browser's preload scanner keeps fetching
 * the deferred vendor and main (issue 13 item 4, no waterfall).
 */
class BlockingBootScripts {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('BlockingBootScripts', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('BlockingBootScripts', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const bootFiles = new Set(
          [...(compilation.entrypoints.get(BOOT)?.getFiles() ?? [])].map((file) => `${publicPath}${file}`),
        );
        for (const tag of data.assetTags.scripts)
          if (typeof tag.attributes.src === 'string' && bootFiles.has(tag.attributes.src)) delete tag.attributes.defer;
        return data;
      });
    });
  }
}

type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

export default (_env: unknown, argv: { mode?: Mode }): WebpackConfig[] => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
  const appScripts = new AppScripts();
  const output = {
    path: path.resolve(__dirname, 'dist'),
    filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    publicPath: '/',
  };
  // What both compilations share: mode, source maps, resolution, loaders, precompression.
  const common = {
    mode,
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
    performance: { hints: false },
  } satisfies Configuration;
  const html = (filename: string) =>
    new HtmlWebpackPlugin({
      filename,
      template: './public/index.html',
      favicon: './public/favicon.svg',
      scriptLoading: 'defer',
    });
  const precompressed = (startsStats: boolean) =>
    production
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
          new ChunkGroupStatsPlugin(startsStats),
        ]
      : [];

  const app: WebpackConfig = {
    ...common,
    name: APP,
    entry: {
      [BOOT]: './src/client/app/bootRequests.ts',
      [APP]: { import: './src/client/index.tsx', dependOn: BOOT },
    },
    output: { ...output, clean: true },
    plugins: [
      // Drawings (issue 18): Excalidraw's languages other than ours (en, ru) are never asked for.
      new webpack.IgnorePlugin({
        resourceRegExp: /^\.\/locales\/(?!en-|ru-RU-)/,
        contextRegExp: /[\\/]@excalidraw[\\/]excalidraw[\\/]dist[\\/]/,
      }),
      html('index.html'),
      new BlockingBootScripts(),
      appScripts.recorder(),
      ...precompressed(/* startsStats */ true),
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
    devServer: {
      port: 8080,
      historyApiFallback: { rewrites: [{ from: SIGN_IN_PATH, to: '/signin.html' }] },
      hot: true,
      proxy: [
        {
          context: API_PREFIXES,
          target: backend,
          changeOrigin: false,
          // Browser navigations (Accept: text/html) stay with the dev server's pages. The dev server
          // asks this for every request, not only the API's: /login gets the sign-in page here.
          bypass: (req) => {
            if (!req.headers.accept?.includes('text/html')) return undefined;
            return SIGN_IN_PATH.test((req.url ?? '').split('?')[0]) ? '/signin.html' : '/index.html';
          },
        },
        { context: ['/socket.io'], target: backend, ws: true },
      ],
    },
  };

  // The light sign-in page: one script (runtime included) plus its lazy texts and schema chunks.
  const signIn: WebpackConfig = {
    ...common,
    name: SIGN_IN,
    // After the app's build: dist/ is cleaned by it, and the app's scripts are known for the meta tag.
    dependencies: [APP],
    entry: { [SIGN_IN]: './src/client/features/signIn/index.tsx' },
    // Its own name for the chunk-loading global, apart from the app's.
    output: { ...output, uniqueName: 'teamspace-sign-in' },
    plugins: [html('signin.html'), appScripts.metaTag(), ...precompressed(/* startsStats */ false)],
  };
  return [app, signIn];
};
