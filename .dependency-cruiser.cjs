/**
 * Layer rules of the SPA (Feature-Sliced Design, CONVENTIONS.md), checked by `npm run lint:layers`
 * (a step of `npm test`): a layer imports only from the layers below it
 * (app > pages > widgets > features > entities > shared), slices of one layer do not import each other,
 * and another slice is reached only through its index.ts (public API).
 */
const fs = require('node:fs');
const path = require('node:path');

// Server rules (server/modules: no module reaching into another's internals) live in
// scripts/depcruise/server-rules.cjs (an exported array of rules) once the server is split into modules.
const serverRulesFile = path.join(__dirname, 'scripts/depcruise/server-rules.cjs');
const serverRules = fs.existsSync(serverRulesFile) ? require(serverRulesFile) : [];

const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

const lowerOnly = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer}-imports-only-lower-layers`,
  severity: 'error',
  comment: `${layer} may import only from ${LAYERS.slice(index + 1).join(', ')}`,
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(0, index).join('|') || '__none__'})/` },
}));

module.exports = {
  forbidden: [
    ...lowerOnly,
    {
      name: 'shared-imports-no-layer-above',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(app|pages|widgets|features|entities)/' },
    },
    ...['pages', 'widgets', 'features', 'entities'].map((layer) => ({
      name: `no-cross-slice-${layer}`,
      severity: 'error',
      comment: `slices of ${layer} do not import each other`,
      from: { path: `^src/${layer}/([^/]+)/` },
      to: { path: `^src/${layer}/([^/]+)/`, pathNot: `^src/${layer}/$1/` },
    })),
    {
      name: 'slice-public-api',
      severity: 'error',
      comment: "another slice is reached only through its index.ts (its public API)",
      from: { path: '^src/((pages|widgets|features|entities)/[^/]+)/' },
      to: { path: '^src/(pages|widgets|features|entities)/[^/]+/.+', pathNot: ['^src/$1/', '^src/(pages|widgets|features|entities)/[^/]+/index\\.ts$'] },
    },
    {
      name: 'slice-public-api-from-app',
      severity: 'error',
      comment: "the app layer reaches slices only through their index.ts (its public API)",
      from: { path: '^src/app/' },
      to: { path: '^src/(pages|widgets|features|entities)/[^/]+/.+', pathNot: '^src/(pages|widgets|features|entities)/[^/]+/index\\.ts$' },
    },
    ...serverRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '__generated__' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
