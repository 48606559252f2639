import { array, enums, nullable, object, optional, refine, size, string, type Infer, type Struct } from 'superstruct';
import { isIsoDate } from './dates';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ObjectSchema = Record<string, Struct<any, any>>;

/**
 * The analytics pages' filter inputs, shared by every module that reads a period and stores
 * (sales, customers, products, the map). pt-BR messages go out through server/validation.ts.
 */

/** The longest period a page may ask for (the generator keeps two years; comparisons look one back). */
export const MAX_PERIOD_DAYS = 366 * 3;
/** More stores than any chain has: a bound on the filter, not a business rule. */
const MAX_UNITS = 1000;

/** A day as `YYYY-MM-DD`. */
export const isoDate = () => refine(string(), 'data', (value) => isIsoDate(value) || 'deve ser uma data no formato AAAA-MM-DD');

/** The stores of a filter (their ERP ids); absent, null or empty = every store. */
export const unitIds = () => optional(nullable(size(array(size(string(), 1, 60)), 0, MAX_UNITS)));

/** An object with `start`/`end` days, refused when the start is after the end or the period is longer than MAX_PERIOD_DAYS. */
export function withPeriod<S extends ObjectSchema>(schema: S) {
  return refine(object({ start: isoDate(), end: isoDate(), ...schema }), 'periodo', (filter) => {
    const { start, end } = filter as unknown as { start: string; end: string };
    if (start > end) return 'a data inicial deve ser anterior ou igual à final';
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
    return days <= MAX_PERIOD_DAYS || `o período pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
  });
}

/** The pages' GraphQL `SalesFilter`: the period, the stores, loyalty and person type. */
export const salesFilter = withPeriod({
  units: unitIds(),
  loyalty: optional(nullable(enums(['ALL', 'LOYALTY', 'NON_LOYALTY'] as const))),
  personType: optional(nullable(enums(['F', 'J'] as const))),
});
export type SalesFilterInput = Infer<typeof salesFilter>;
