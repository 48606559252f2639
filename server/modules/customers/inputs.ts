import { array, enums, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { isIsoDate } from '../../shared/dates';

const page = { first: optional(nullable(number())), after: optional(nullable(string())) };

/** customerSearch's arguments (the text itself is read by parseCustomerSearch). */
export const customerSearchArgs = object({ query: string(), ...page });

/** customer(id:) */
export const customerArgs = object({ id: size(string(), 1, 200) });

/** Customer.purchases */
export const purchasesArgs = object(page);

const isoDate = () => refine(string(), 'data', (value) => isIsoDate(value) || 'deve ser uma data no formato AAAA-MM-DD');

/** The longest period the ranking may cover (as the sales pages). */
const MAX_PERIOD_DAYS = 366 * 3;

/** bestCustomers: the sales filter of the page (period, stores, person type; loyalty is the ranking's own). */
export const bestCustomersArgs = object({
  filter: refine(
    object({
      start: isoDate(),
      end: isoDate(),
      units: optional(nullable(size(array(size(string(), 1, 60)), 0, 1000))),
      loyalty: optional(nullable(enums(['ALL', 'LOYALTY', 'NON_LOYALTY'] as const))),
      personType: optional(nullable(enums(['F', 'J'] as const))),
    }),
    'periodo',
    (filter) => {
      if (filter.start > filter.end) return 'a data inicial deve ser anterior ou igual à final';
      const days = (Date.parse(filter.end) - Date.parse(filter.start)) / 86_400_000 + 1;
      return days <= MAX_PERIOD_DAYS || `o período pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
    },
  ),
  ...page,
});
