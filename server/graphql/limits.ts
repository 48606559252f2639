import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  NoSchemaIntrospectionCustomRule,
} from 'graphql';

/** Limits that refuse abusive queries before they run (measured on the query text, per operation). */
export const QUERY_LIMITS = {
  /** deepest field nesting, fragments expanded (15 lets GraphiQL's standard introspection query through) */
  maxDepth: 15,
  /** aliased fields in one document */
  maxAliases: 30,
  /** estimated cost: each field costs 1, multiplied by the page size (`first`) of the lists around it */
  maxCost: 50_000,
};

function refuse(context: ValidationContext, message: string) {
  context.reportError(new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
}

/** Walks a selection set, expanding fragments, with a visitor per field; stops on fragment cycles. */
function walk(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  onField: (field: FieldNode, depth: number, multiplier: number) => number,
  depth = 1,
  multiplier = 1,
  seen: Set<string> = new Set(),
) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const next = onField(selection, depth, multiplier);
      if (selection.selectionSet) walk(selection.selectionSet, fragments, onField, depth + 1, next, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, fragments, onField, depth, multiplier, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || seen.has(name)) continue;
      walk(fragment.selectionSet, fragments, onField, depth, multiplier, new Set([...seen, name]));
    }
  }
}

function pageSizeOf(field: FieldNode, variables: Record<string, unknown>): number {
  const arg = field.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'limit' || a.name.value === 'pageSize');
  if (!arg) return 1;
  if (arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
  if (arg.value.kind === Kind.VARIABLE) {
    const value = Number(variables[arg.value.name.value]);
    return Number.isFinite(value) && value > 0 ? value : 50;
  }
  return 1;
}

/** One validation rule for depth, aliases and cost (variables are read from the request when known). */
export function queryLimitsRule(variables: Record<string, unknown> = {}) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    return {
      OperationDefinition(operation) {
        let maxDepth = 0;
        let aliases = 0;
        let cost = 0;
        walk(operation.selectionSet, fragments, (field, depth, multiplier) => {
          maxDepth = Math.max(maxDepth, depth);
          if (field.alias) aliases += 1;
          const size = pageSizeOf(field, variables);
          cost += multiplier;
          return multiplier * size;
        });
        if (maxDepth > QUERY_LIMITS.maxDepth) refuse(context, `Consulta recusada: profundidade ${maxDepth} acima do limite de ${QUERY_LIMITS.maxDepth}.`);
        if (aliases > QUERY_LIMITS.maxAliases) refuse(context, `Consulta recusada: ${aliases} apelidos (aliases), acima do limite de ${QUERY_LIMITS.maxAliases}.`);
        if (cost > QUERY_LIMITS.maxCost) refuse(context, `Consulta recusada: custo estimado ${cost} acima do limite de ${QUERY_LIMITS.maxCost}.`);
      },
    };
  };
}

export { NoSchemaIntrospectionCustomRule };
