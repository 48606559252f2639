/**
 * Webpack loader for the message catalogues (each slice's `i18n/pt-BR.ts`): compiles every ICU message
 * to the AST react-intl would otherwise parse in the browser, so the bundle ships without the ICU
 * parser (webpack.config.ts aliases it to its "no-parser" build). A catalogue's source stays the
 * plain strings the code and the unit tests read; only the bundle carries the compiled form.
 */
const { transformSync } = require('@babel/core');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** Same locale and options react-intl's IntlMessageFormat parses with at runtime. */
const LOCALE = 'pt-BR';

module.exports = function precompileMessages(source) {
  const { code } = transformSync(source, {
    filename: this.resourcePath,
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }], '@babel/preset-typescript'],
  });
  const moduleExports = {};
  new Function('exports', code)(moduleExports);
  const locale = new Intl.Locale(LOCALE);
  return Object.entries(moduleExports)
    .map(([name, catalogue]) => {
      if (!catalogue || typeof catalogue !== 'object') throw new Error(`${this.resourcePath}: export "${name}" is not a message catalogue`);
      const compiled = {};
      for (const [id, text] of Object.entries(catalogue)) {
        if (typeof text !== 'string') throw new Error(`${this.resourcePath}: message "${id}" is not a string`);
        try {
          compiled[id] = parse(text, { locale });
        } catch (error) {
          throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`);
        }
      }
      // JSON.parse of a string literal is the fastest way for an engine to build a large object
      return `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    })
    .join('\n');
};
