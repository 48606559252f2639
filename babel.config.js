// Babel compiles the SPA (webpack) and every test (babel-jest); type checking is `tsc --noEmit`.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', importSource: '@emotion/react' }],
      '@babel/preset-typescript',
    ],
    plugins: [['relay', { eagerEsModules: !isTest }]],
  };
};
