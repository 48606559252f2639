import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ROUTES } from './src/shared/config/routes';

/**
 * Builds the SPA. Production: content-hashed chunks in dist/ (the server caches any file whose
 * name carries an 8+ hex hash forever), one chunk per page. Development: webpack-dev-server with
 * hot module replacement, proxying the API to the Node server.
 */

interface CliArgs {
  mode?: Configuration['mode'];
}

const root = __dirname;
/** Every slice's message catalogue (`<slice>/i18n/pt-BR.ts`, README "Texts"), compiled to ICU ASTs by webpack.config.messages-loader.cjs. */
const MESSAGES_FILE = /[\\/]src[\\/](.+[\\/])?i18n[\\/]pt-BR\.ts$/;
/**
 * Browsers the production build supports: evergreen browsers from 2021 on (Chrome/Edge 96,
 * Firefox 96, Safari 15.4 — iOS 15.4). Babel then keeps classes, async/await, spread and optional
 * chaining as they are instead of inlining ES5 helpers into every module.
 */
const BROWSERS = 'chrome >= 96, edge >= 96, firefox >= 96, safari >= 15.4, ios_saf >= 15.4';
/** Where the Node server listens during development (scripts/dev.ts starts it on 3001). */
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

/** Written next to index.html: each catalogue route's path and the chunks its page needs (server/http/static.ts). */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * Lists, for every built catalogue route, the script files of its route module (`route-<slice>`) and
 * of its page (`page-<slice>`: code, texts and the chunks they share with other pages). The server
 * puts them in the page's HTML as `<link rel="preload">`, so they download alongside the framework
 * and main bundles instead of after main.js has run and the router asked for them (mobile LCP,
 * issue 14 §6).
 */
class RouteChunksManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const filesOf = (name: string) => [...(compilation.namedChunkGroups.get(name)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const routes: { path: string; files: string[] }[] = [];
        for (const route of ROUTES) {
          if (!route.page) continue;
          const files = [...new Set([...filesOf(`route-${route.page}-index-ts`), ...filesOf(`page-${route.page}`)])].map((file) => `/${file}`);
          if (files.length) routes.push({ path: route.path, files });
        }
        compilation.emitAsset(ROUTE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify({ routes })));
      });
    });
  }
}

export default (_env: Record<string, unknown>, argv: CliArgs): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(root, process.env.DIST_DIR || 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // production chunks by id: the runtime then carries no table of chunk names (one entry per page
      // slice, in the first load; route-chunks.json still maps routes to their files by chunk name)
      chunkFilename: production ? 'assets/[id].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      clean: true,
    },
    // Emit modern JavaScript (see BROWSERS): no ES5 runtime helpers or regenerator in the bundle.
    target: ['web', 'es2020'],
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@': path.resolve(root, 'src'),
        // react-relay's main entry also loads the legacy container API (QueryRenderer,
        // createFragmentContainer…), which this app never uses; its hooks entry exports every
        // name the app imports. Types still come from @types/react-relay.
        'react-relay$': 'react-relay/hooks',
        // messages are compiled at build time (MESSAGES_FILE), so the browser never parses ICU text
        '@formatjs/icu-messageformat-parser$': path.resolve(root, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
        // react-router ships its development build (dev warnings and checks) under the "import"
        // condition and offers no "production" condition; point production builds at its own
        // production files.
        ...(production
          ? {
              'react-router$': path.resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.resolve(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: [/node_modules/, MESSAGES_FILE],
          use: { loader: 'babel-loader', options: { cacheDirectory: true, targets: BROWSERS } },
        },
        // the map's stylesheet, as text the customer map page injects (no CSS pipeline elsewhere)
        { test: /maplibre-gl[\\/]dist[\\/]maplibre-gl\.css$/, type: 'asset/source' },
        // the e-mail builder's stylesheet, injected when the (lazy) builder opens
        { test: /grapesjs[\\/]dist[\\/]css[\\/]grapes\.min\.css$/, type: 'asset/source' },
        // the flow editor's canvas stylesheet (@xyflow/react), injected by the editor's lazy page chunk
        { test: /@xyflow[\\/]react[\\/]dist[\\/]style\.css$/, type: 'asset/source' },
        // the builder's panel icons: Font Awesome 4.7's stylesheet as text and its woff2 font as a file of
        // our own origin (grapesjs would fetch both from a CDN the CSP refuses); only the builder's chunk imports them
        { test: /font-awesome[\\/]css[\\/]font-awesome\.min\.css$/, type: 'asset/source' },
        { test: /font-awesome[\\/]fonts[\\/]fontawesome-webfont\.woff2$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
        // the pt-BR catalogue arrives as precompiled ICU ASTs (see the loader), not as strings
        { test: MESSAGES_FILE, use: path.resolve(root, 'webpack.config.messages-loader.cjs') },
        {
          // App modules have no import-time effects that another module relies on (no polyfills or
          // global registrations imported for their effect), so a module none of whose exports is
          // used may be dropped: slice barrels (index.ts) then no longer drag every sibling (e.g.
          // moment via shared/lib/date) into the first load.
          test: /\.[jt]sx?$/,
          include: path.resolve(root, 'src'),
          exclude: path.resolve(root, 'src/index.tsx'),
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      ...(production ? [new RouteChunksManifestPlugin()] : []),
      // moment bundles every locale through a dynamic require; dates here only use explicit formats
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
    optimization: {
      runtimeChunk: 'single',
      // Stable module and chunk ids keep unchanged chunks' hashes (and browser caches) across builds.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, Relay, router, intl and friends change far less often than app code.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-relay|relay-runtime|react-router|react-router-dom|recoil|react-intl|@formatjs|intl-messageformat|@emotion)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // The framework chunk (React, Relay, router, Recoil, intl) is ~590 KB minified, ~170 KB gzipped.
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 900_000, maxAssetSize: 700_000 },
    stats: production ? 'normal' : 'minimal',
    devServer: {
      port: Number(process.env.DEV_PORT || 3000),
      hot: true,
      historyApiFallback: true,
      static: false,
      // The dev server's own socket defaults to /ws, which belongs to the API's subscriptions.
      webSocketServer: { type: 'ws', options: { path: '/__webpack_hmr' } },
      client: { overlay: { errors: true, warnings: false }, webSocketURL: { pathname: '/__webpack_hmr' } },
      proxy: [
        { context: ['/graphql', '/api', '/healthz'], target: apiTarget },
        { context: ['/ws/'], target: apiTarget, ws: true },
      ],
    },
  };
};
