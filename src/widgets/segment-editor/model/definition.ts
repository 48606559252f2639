/**
 * A segment definition as the editor holds it (contracts/segmentation.md "segmentationGroups") and
 * the edits of spec §4 "Segment evaluation" as one pure reducer: groups of criteria with AND/OR, the
 * overall operator, the limiter, copy a criterion to a group or to a new OR group, delete a criterion
 * (the last one deletes its group).
 */

export type Operator = 'AND' | 'OR';
export type LimiterOrder = 'revenue_desc' | 'recency_asc' | 'random';

/** A criterion: its key and its parameters, flat as the contract writes them. */
export interface Criterion {
  key: string;
  negate?: boolean;
  [parameter: string]: unknown;
}

export interface Group {
  operator: Operator;
  criteria: Criterion[];
}

export interface Limiter {
  max_clients: number;
  order: LimiterOrder;
}

export interface Definition {
  groups: Group[];
  operator: Operator;
  limiter?: Limiter;
}

/** The catalogue's description of a parameter (segmentStructure), as far as the editor needs it. */
export interface ParameterSpec {
  name: string;
  type: string;
  required: boolean;
  options?: readonly { readonly value: string; readonly label: string }[] | null;
}

export const EMPTY_DEFINITION: Definition = { groups: [{ operator: 'AND', criteria: [] }], operator: 'OR' };

/** Windows start as the last 90 days: the question a marketing team asks most ("comprou nos últimos 90 dias"). */
export const DEFAULT_LAST_DAYS = 90;

/** A new criterion of a key with the catalogue's defaults: empty lists, open ranges, the last 90 days, the first option of an enum. */
export function newCriterion(key: string, parameters: readonly ParameterSpec[]): Criterion {
  const criterion: Criterion = { key };
  for (const parameter of parameters) {
    if (parameter.type === 'values') {
      // `purchased` asks for one of department, category or sku: start with departments only
      if (key === 'purchased' && parameter.name !== 'department') continue;
      criterion[parameter.name] = [];
    } else if (parameter.type === 'date_window') criterion.last_days = DEFAULT_LAST_DAYS;
    else if (parameter.type === 'enum' && parameter.required && parameter.options?.length) criterion[parameter.name] = parameter.options[0].value;
  }
  return criterion;
}

export type EditorAction =
  | { type: 'setOperator'; operator: Operator }
  | { type: 'setGroupOperator'; group: number; operator: Operator }
  | { type: 'addGroup' }
  | { type: 'deleteGroup'; group: number }
  | { type: 'addCriterion'; group: number; criterion: Criterion }
  | { type: 'updateCriterion'; group: number; index: number; patch: Partial<Criterion>; remove?: readonly string[] }
  | { type: 'deleteCriterion'; group: number; index: number }
  | { type: 'copyCriterion'; group: number; index: number; to: number | 'new' }
  | { type: 'setLimiter'; limiter: Limiter | null }
  | { type: 'replace'; definition: Definition };

const withGroups = (definition: Definition, groups: Group[]): Definition => ({ ...definition, groups });

/** The definition after an edit. Every action returns a new object (the editor compares by reference). */
export function editDefinition(definition: Definition, action: EditorAction): Definition {
  const { groups } = definition;
  switch (action.type) {
    case 'setOperator':
      return { ...definition, operator: action.operator };
    case 'setGroupOperator':
      return withGroups(
        definition,
        groups.map((group, index) => (index === action.group ? { ...group, operator: action.operator } : group)),
      );
    case 'addGroup':
      return withGroups(definition, [...groups, { operator: 'AND', criteria: [] }]);
    case 'deleteGroup': {
      const rest = groups.filter((_, index) => index !== action.group);
      return withGroups(definition, rest.length ? rest : [{ operator: 'AND', criteria: [] }]);
    }
    case 'addCriterion':
      return withGroups(
        definition,
        groups.map((group, index) => (index === action.group ? { ...group, criteria: [...group.criteria, action.criterion] } : group)),
      );
    case 'updateCriterion':
      return withGroups(
        definition,
        groups.map((group, g) =>
          g !== action.group
            ? group
            : {
                ...group,
                criteria: group.criteria.map((criterion, c) => {
                  if (c !== action.index) return criterion;
                  const next: Criterion = { ...criterion, ...action.patch };
                  for (const name of action.remove ?? []) delete next[name];
                  return next;
                }),
              },
        ),
      );
    case 'deleteCriterion': {
      const group = groups[action.group];
      if (!group) return definition;
      // the last criterion of a group takes the group with it (spec §4)
      if (group.criteria.length <= 1) return editDefinition(definition, { type: 'deleteGroup', group: action.group });
      return withGroups(
        definition,
        groups.map((g, index) => (index === action.group ? { ...g, criteria: g.criteria.filter((_, c) => c !== action.index) } : g)),
      );
    }
    case 'copyCriterion': {
      const criterion = groups[action.group]?.criteria[action.index];
      if (!criterion) return definition;
      const copy = structuredClone(criterion);
      // a copy to a new group makes a group with operator OR (spec §4)
      if (action.to === 'new') return withGroups(definition, [...groups, { operator: 'OR', criteria: [copy] }]);
      return withGroups(
        definition,
        groups.map((group, index) => (index === action.to ? { ...group, criteria: [...group.criteria, copy] } : group)),
      );
    }
    case 'setLimiter': {
      if (!action.limiter) {
        const { limiter: _dropped, ...rest } = definition;
        return rest;
      }
      return { ...definition, limiter: action.limiter };
    }
    case 'replace':
      return action.definition;
    default:
      return definition;
  }
}

/** Whether the first group has no criteria: the segment's size is then 0 without asking (spec §5). */
export function firstGroupEmpty(definition: Definition): boolean {
  return (definition.groups[0]?.criteria.length ?? 0) === 0;
}

/** A stored definition (JSON from the server) as the editor's type; anything unreadable starts empty. */
export function readDefinition(raw: unknown): Definition {
  if (!raw || typeof raw !== 'object') return EMPTY_DEFINITION;
  const value = raw as Partial<Definition>;
  const groups = Array.isArray(value.groups)
    ? value.groups.map((group) => ({ operator: group?.operator === 'OR' ? 'OR' : 'AND', criteria: Array.isArray(group?.criteria) ? group.criteria : [] }) as Group)
    : [];
  return {
    groups: groups.length ? groups : EMPTY_DEFINITION.groups,
    operator: value.operator === 'AND' ? 'AND' : 'OR',
    ...(value.limiter ? { limiter: value.limiter } : {}),
  };
}
