/**
 * Layer rules of the SPA (Feature-Sliced Design, CONVENTIONS.md), checked by `npm run lint:layers`
 * (a step of `npm test`): a layer imports only from the layers below it
 * (app > pages > widgets > features > entities > shared), and slices of one layer do not import each other.
 */
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '__generated__' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
