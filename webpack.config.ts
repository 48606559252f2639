import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * Builds the SPA. Production: content-hashed chunks in dist/ (the server caches any file whose
 * name carries an 8+ hex hash forever), one chunk per page. Development: webpack-dev-server with
 * hot module replacement, proxying the API to the Node server.
 */

interface CliArgs {
  mode?: Configuration['mode'];
}

const root = __dirname;
/** Where the Node server listens during development (scripts/dev.ts starts it on 3001). */
const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

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
      chunkFilename: production ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { '@': path.resolve(root, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
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
    // The framework chunk (React, Relay, router, Recoil, intl) is ~650 KB minified, ~190 KB gzipped.
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
