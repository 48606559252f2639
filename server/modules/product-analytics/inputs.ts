import { array, enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { PRODUCT_SEARCH_MAX_LENGTH } from './search';
import { isoDate, MAX_PERIOD_DAYS, salesFilter } from '../../shared/filters';

/** The pages' `SalesFilter`: the period and the stores (loyalty and person type are accepted and not used). */
export const productFilter = salesFilter;
export type ProductFilterInput = Infer<typeof productFilter>;

/** A department or category name as the catalogue holds it. */
export const catalogueName = () => optional(nullable(size(string(), 0, 120)));

export const rankingArgs = object({
  filter: productFilter,
  metric: enums(['QUANTITY', 'REVENUE', 'TICKETS', 'CLIENTS'] as const),
  order: enums(['TOP', 'LEAST'] as const),
  department: catalogueName(),
  category: catalogueName(),
});

/** A comparison: the period's filter, the reference period (as long as 3 years at most too) and 0 to 5 keys. */
export const comparisonArgs = refine(
  object({
    filter: productFilter,
    referenceStart: isoDate(),
    referenceEnd: isoDate(),
    items: size(array(size(string(), 1, 200)), 0, 5),
  }),
  'referencia',
  (args) => {
    if (args.referenceStart > args.referenceEnd) return 'a data inicial da referência deve ser anterior ou igual à final';
    const days = (Date.parse(args.referenceEnd) - Date.parse(args.referenceStart)) / 86_400_000 + 1;
    return days <= MAX_PERIOD_DAYS || `o período de referência pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
  },
);

/** The lazy tree: a group's key (checked by parseTreeKey) or a search text, or neither for the departments. */
export const treeArgs = object({
  filter: productFilter,
  parentKey: optional(nullable(size(string(), 1, 1000))),
  search: optional(nullable(size(string(), 0, PRODUCT_SEARCH_MAX_LENGTH))),
});
