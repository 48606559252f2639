// relay-compiler reads the one schema (merged from schema.graphql by scripts/relay-schema.ts, see why
// there) and writes artifacts beside each component (__generated__).
module.exports = {
  src: './src',
  schema: './.relay/schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown' },
};
