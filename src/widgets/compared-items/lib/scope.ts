import { comparedPeriodsVariables, readComparedPeriods, type ComparedPeriods } from '@/shared/ui/reference-period';

/** Address parameter of a compared item (repeated: one per product SKU or category key). */
export const ITEM_PARAM = 'item';
/** How many items a comparison takes (issue 9: two to five). */
export const COMPARED_MIN = 2;
export const COMPARED_MAX = 5;

export interface ComparisonScope extends ComparedPeriods {
  /** SKUs, or categories' keys (department U+001F category); none = the period's best sellers */
  items: string[];
}

/** What a comparison page reads from its address: period and stores (loyalty and person type do not apply), the reference, the items. */
export function comparisonScope(search: URLSearchParams): ComparisonScope {
  const items = [...new Set(search.getAll(ITEM_PARAM).filter(Boolean))].slice(0, COMPARED_MAX);
  return { ...readComparedPeriods(search, { period: { lastDays: 30 } }, { loyalty: 'ALL', personType: null }), items: items.length >= COMPARED_MIN ? items : [] };
}

/** The comparison query's variables. */
export function comparisonVariables(scope: ComparisonScope) {
  const { filter, reference } = comparedPeriodsVariables(scope);
  return { filter, referenceStart: reference.start, referenceEnd: reference.end, items: scope.items };
}

/** The address with another list of items (the period, stores and reference stay). */
export function writeItems(search: URLSearchParams, items: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(ITEM_PARAM);
  for (const item of items) next.append(ITEM_PARAM, item);
  return next;
}
