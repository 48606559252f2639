import { GraphQLError } from 'graphql';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  min as atLeast,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  StructError,
  type Struct,
} from 'superstruct';
import { RFV_CLUSTERS } from '../customer-rfv';
import { isoDate } from '../../shared/filters';
import { describeStructError } from '../../validation';
import { CRITERIA_BY_KEY, CRITERION_KEYS, SEGMENT_ACTIVITY_STATUSES, SEGMENT_CHANNELS, type CriterionKey } from './criteria';

/** A window of whole days: `from`/`to` (YYYY-MM-DD, both included) or the `last_days` ending today. */
export interface SegmentWindow {
  from?: string;
  to?: string;
  last_days?: number;
}

export interface SegmentCriterion extends SegmentWindow {
  key: CriterionKey;
  negate?: boolean;
  values?: (string | number)[];
  min?: number;
  max?: number;
  department?: string[];
  category?: string[];
  sku?: string[];
  min_quantity?: number;
  channel?: string;
}

export type SegmentOperator = 'AND' | 'OR';
export const LIMITER_ORDERS = ['revenue_desc', 'recency_asc', 'random'] as const;
export type LimiterOrder = (typeof LIMITER_ORDERS)[number];

export interface SegmentGroup {
  operator: SegmentOperator;
  criteria: SegmentCriterion[];
}

/** segmentationGroups (contracts/segmentation.md). */
export interface SegmentDefinition {
  groups: SegmentGroup[];
  operator: SegmentOperator;
  limiter?: { max_clients: number; order: LimiterOrder } | null;
}

/**
 * A definition refused by validation: a pt-BR message naming the criterion and the field. REST
 * answers it with HTTP 422; GraphQL with an error of the same text (code BAD_USER_INPUT).
 */
export class DefinitionError extends GraphQLError {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', field } });
  }
}

/** Most groups and criteria per group a definition may have (a typed definition is far smaller). */
const MAX_GROUPS = 50;
const MAX_CRITERIA = 50;
const MAX_VALUES = 5000;

const text = () => size(string(), 1, 200);
const list = <T>(item: Struct<T>) => size(array(item), 1, MAX_VALUES);
const count = () => atLeast(integer(), 0);
const money = () => refine(number(), 'valor', (value) => (Number.isFinite(value) && value >= 0) || 'deve ser um valor maior ou igual a zero');

const windowFields = { from: optional(isoDate()), to: optional(isoDate()), last_days: optional(refine(integer(), 'dias', (value) => (value >= 1 && value <= 36_600) || 'deve ser de 1 a 36600 dias')) };
const base = <K extends CriterionKey>(key: K) => ({ key: literal(key), negate: optional(boolean()) });

/** Each criterion's parameters (unknown fields are refused: `object` admits only these). */
const CRITERION_STRUCTS: Record<CriterionKey, Struct<any, any>> = {
  gender: object({ ...base('gender'), values: list(enums(['F', 'M', 'U'])) }),
  age: object({ ...base('age'), min: optional(count()), max: optional(count()) }),
  person_type: object({ ...base('person_type'), values: list(enums(['F', 'J'])) }),
  city: object({ ...base('city'), values: list(text()) }),
  neighborhood: object({ ...base('neighborhood'), values: list(text()) }),
  federative_unit: object({ ...base('federative_unit'), values: list(text()) }),
  registration_unit: object({ ...base('registration_unit'), values: list(text()) }),
  registered_between: object({ ...base('registered_between'), ...windowFields }),
  birthday_month: object({ ...base('birthday_month'), values: list(refine(integer(), 'mes', (value) => (value >= 1 && value <= 12) || 'deve ser um mês de 1 a 12')) }),
  activity_status: object({ ...base('activity_status'), values: list(enums(SEGMENT_ACTIVITY_STATUSES)) }),
  rfv_cluster: object({ ...base('rfv_cluster'), values: list(enums(RFV_CLUSTERS)) }),
  recency_days: object({ ...base('recency_days'), min: optional(count()), max: optional(count()) }),
  frequency: object({ ...base('frequency'), min: optional(count()), max: optional(count()), ...windowFields }),
  total_spent: object({ ...base('total_spent'), min: optional(money()), max: optional(money()), ...windowFields }),
  average_ticket: object({ ...base('average_ticket'), min: optional(money()), max: optional(money()), ...windowFields }),
  purchased: object({
    ...base('purchased'),
    department: optional(list(text())),
    category: optional(list(text())),
    sku: optional(list(text())),
    min_quantity: optional(refine(number(), 'quantidade', (value) => (Number.isFinite(value) && value > 0) || 'deve ser maior que zero')),
    ...windowFields,
  }),
  purchased_in_unit: object({ ...base('purchased_in_unit'), values: list(text()), ...windowFields }),
  channel_opt_in: object({ ...base('channel_opt_in'), channel: enums(SEGMENT_CHANNELS) }),
  tags: object({ ...base('tags'), values: list(text()) }),
};

/** Criteria that read a window of days (one is required). */
export const WINDOWED: ReadonlySet<CriterionKey> = new Set(['registered_between', 'frequency', 'total_spent', 'average_ticket', 'purchased', 'purchased_in_unit']);

const shape = type({
  groups: size(array(type({ operator: enums(['AND', 'OR']), criteria: size(array(type({ key: string() })), 0, MAX_CRITERIA) })), 0, MAX_GROUPS),
  operator: enums(['AND', 'OR']),
  limiter: optional(nullable(object({ max_clients: refine(integer(), 'limite', (value) => value >= 1 || 'deve ser maior que zero'), order: enums(LIMITER_ORDERS) }))),
});

/**
 * Checks a definition against the contract: every criterion known, its parameters of the right
 * types, windows with `from` ≤ `to` (or `last_days`), ranges with min ≤ max; `tags` only for accounts
 * with the user_tags module. Throws a DefinitionError naming the criterion and the field.
 */
export function parseDefinition(input: unknown, modules: readonly string[] = []): SegmentDefinition {
  const [error, value] = shape.validate(input, { coerce: false });
  if (error) {
    const { message, field } = describeStructError(error);
    throw new DefinitionError(`Definição inválida: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, `segmentationGroups.${field}`);
  }
  const groups = value.groups.map((group, g) => ({
    operator: group.operator as SegmentOperator,
    criteria: group.criteria.map((raw, c) => parseCriterion(raw, g, c, modules)),
  }));
  return { groups, operator: value.operator as SegmentOperator, limiter: value.limiter ?? null };
}

function parseCriterion(raw: { key: string }, g: number, c: number, modules: readonly string[]): SegmentCriterion {
  const where = `grupo ${g + 1}, critério ${c + 1}`;
  const path = `segmentationGroups.groups.${g}.criteria.${c}`;
  if (!(CRITERION_KEYS as readonly string[]).includes(raw.key)) {
    throw new DefinitionError(`Definição inválida: critério desconhecido "${raw.key}" (${where}).`, `${path}.key`);
  }
  const key = raw.key as CriterionKey;
  const definition = CRITERIA_BY_KEY.get(key)!;
  const name = `Definição inválida: critério "${definition.label}" (${key}, ${where})`;
  const refuse = (field: string, reason: string): never => {
    throw new DefinitionError(`${name}: campo "${field}" ${reason}.`, `${path}.${field}`);
  };
  if (definition.module && !modules.includes(definition.module)) refuse('key', `exige o módulo ${definition.module}, que a conta não usa`);
  const [error, criterion] = (CRITERION_STRUCTS[key] as Struct<SegmentCriterion>).validate(raw);
  if (error) {
    const { message, field } = describeStructError(error as StructError);
    throw new DefinitionError(`${name}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, `${path}.${field}`);
  }
  if (criterion.min !== undefined && criterion.max !== undefined && criterion.min > criterion.max) refuse('min', 'deve ser menor ou igual ao máximo');
  if (WINDOWED.has(key)) {
    const dated = criterion.from !== undefined || criterion.to !== undefined;
    if (dated && criterion.last_days !== undefined) refuse('last_days', 'não pode vir junto de "from"/"to": use um ou outro');
    if (!dated && criterion.last_days === undefined) refuse('from', 'é obrigatório: informe "from"/"to" ou "last_days"');
    if (criterion.from !== undefined && criterion.to !== undefined && criterion.from > criterion.to) refuse('from', 'deve ser anterior ou igual a "to"');
  }
  if (key === 'purchased') {
    const lists = (['department', 'category', 'sku'] as const).filter((field) => criterion[field] !== undefined);
    if (lists.length !== 1) refuse('department', 'informe exatamente uma lista: "department", "category" ou "sku"');
  }
  return criterion;
}
