import { GraphQLError } from 'graphql';

/**
 * graphql-js reports malformed requests in English; staff read pt-BR. Known shapes are rewritten,
 * keeping the original text in `extensions.detail` for developers.
 */
const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Variable "\$(\w+)" got invalid value .*?; Field "(\w+)" of required type "([^"]+)" was not provided\.?/, (m) => `Campo "${m[2]}": campo obrigatório.`],
  [/^Variable "\$(\w+)" got invalid value .*?; Field "(\w+)" is not defined by type "([^"]+)"\.?/, (m) => `Campo "${m[2]}": não é um campo aceito.`],
  [/^Variable "\$(\w+)" got invalid value .*? at "([^"]+)"; (.*)$/, (m) => `Campo "${m[2].replace(/^\w+\./, '')}": valor inválido.`],
  [/^Variable "\$(\w+)" got invalid value/, (m) => `Valor inválido para "${m[1]}".`],
  [/^Variable "\$(\w+)" of non-null type "([^"]+)" must not be null/, (m) => `Campo "${m[1]}": campo obrigatório.`],
  [/^Variable "\$(\w+)" of type "([^"]+)" used in position expecting type "([^"]+)"/, (m) => `Valor inválido para "${m[1]}": tipo incompatível.`],
  [/^Field "(\w+)" is not defined by type "([^"]+)"/, (m) => `Campo "${m[1]}": não é um campo aceito.`],
  [/^Field "(?:\w+\.)?(\w+)" of required type "([^"]+)" was not provided/, (m) => `Campo "${m[1]}": campo obrigatório.`],
  [/^POST body sent invalid JSON/, () => 'Corpo da requisição inválido: o JSON está malformado.'],
  [/^Expected "(\w+)" param to be/, (m) => `Parâmetro "${m[1]}" inválido.`],
  [/^Variable "\$(\w+)" of required type "([^"]+)" was not provided\.?/, (m) => `Campo "${m[1]}": campo obrigatório.`],
  [/^Cannot query field "(\w+)" on type "(\w+)"/, (m) => `O campo "${m[1]}" não existe em "${m[2]}".`],
  [/^Field "(\w+)" argument "(\w+)" of type "([^"]+)" is required/, (m) => `Campo "${m[2]}": campo obrigatório.`],
  [/^Unknown argument "(\w+)"/, (m) => `O argumento "${m[1]}" não existe.`],
  [/^(String|Int|Float|Boolean|ID) cannot represent/, () => 'Valor com tipo inválido.'],
  [/^Expected value of type "([^"]+)", found/, (m) => `Valor inválido: era esperado ${m[1]}.`],
  [/^Syntax Error/, () => 'Consulta malformada.'],
  [/^Must provide query string/, () => 'Consulta ausente.'],
  [/^GraphQL introspection has been disabled/, () => 'A introspecção do esquema está desativada.'],
  [/^GraphQL introspection is not allowed/, () => 'A introspecção do esquema está desativada.'],
];

/** graphql-js's "Did you mean …?" tail: it names fields, types and arguments of the schema. */
const SUGGESTION = /\s*Did you mean [\s\S]*$/;

/**
 * With introspection off (production), an error must not hand out the schema's names that
 * introspection would have: the "Did you mean …?" suggestions are cut from the original text.
 */
export function translateError(error: GraphQLError, options: { hideSchemaHints?: boolean } = {}): GraphQLError {
  const detail = options.hideSchemaHints ? error.message.replace(SUGGESTION, '') : error.message;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(error.message);
    if (match) {
      return new GraphQLError(render(match), {
        nodes: error.nodes,
        path: error.path,
        originalError: error.originalError,
        extensions: { code: 'BAD_USER_INPUT', ...error.extensions, detail },
      });
    }
  }
  if (detail !== error.message) {
    return new GraphQLError(detail, { nodes: error.nodes, path: error.path, originalError: error.originalError, extensions: error.extensions });
  }
  return error;
}
