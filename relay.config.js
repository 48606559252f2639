// relay-compiler reads the one schema and writes artifacts beside each component (__generated__).
module.exports = {
  src: './src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown' },
};
