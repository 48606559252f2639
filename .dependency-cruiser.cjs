/**
 * Structure rules checked by `npm run lint:layers` (a step of `npm test`, before jest).
 *
 * Client (`src/`, Feature-Sliced Design): app > pages > widgets > features > entities > shared.
 *  - a layer imports only from the layers below it;
 *  - slices of the same layer do not import each other (pages, widgets, features, entities);
 *  - an import into another slice goes through that slice's public API (its index.ts / index.tsx).
 * Server rules live in scripts/depcruise/server-rules.cjs (an exported array) when that file exists.
 */
const fs = require('node:fs');
const path = require('node:path');

const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];
const SLICED = ['pages', 'widgets', 'features', 'entities'];

const layerRules = LAYERS.slice(1).map((layer, i) => {
  const above = LAYERS.slice(0, i + 1);
  return {
    name: `fsd-layer-${layer}`,
    comment: `src/${layer} may import only from the layers below it (not ${above.join(', ')})`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { path: `^src/(${above.join('|')})/` },
  };
});

const sameLayerRules = SLICED.map((layer) => ({
  name: `fsd-no-cross-slice-${layer}`,
  comment: `a slice of src/${layer} does not import another slice of src/${layer}`,
  severity: 'error',
  from: { path: `^src/${layer}/([^/]+)/` },
  to: { path: `^src/${layer}/`, pathNot: `^src/${layer}/$1/` },
}));

const publicApiRule = {
  name: 'fsd-public-api',
  comment: "an import from another slice goes through the slice's index.ts (its public API)",
  severity: 'error',
  from: { path: '^src/([^/]+)/([^/]+)/' },
  to: {
    path: `^src/(${SLICED.join('|')})/[^/]+/.+`,
    pathNot: [
      `^src/(${SLICED.join('|')})/[^/]+/index\\.tsx?$`,
      // files of the importer's own slice
      '^src/$1/$2/',
    ],
  },
};

const serverRulesFile = path.join(__dirname, 'scripts/depcruise/server-rules.cjs');
const serverRules = fs.existsSync(serverRulesFile) ? require(serverRulesFile) : [];

module.exports = {
  forbidden: [...layerRules, ...sameLayerRules, publicApiRule, ...serverRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)__generated__/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] },
  },
};
