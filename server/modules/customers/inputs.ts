import { nullable, number, object, optional, size, string } from 'superstruct';
import { salesFilter } from '../../shared/filters';

const page = { first: optional(nullable(number())), after: optional(nullable(string())) };

/** customerSearch's arguments (the text itself is read by parseCustomerSearch). */
export const customerSearchArgs = object({ query: string(), ...page });

/** customer(id:) */
export const customerArgs = object({ id: size(string(), 1, 200) });

/** Customer.purchases */
export const purchasesArgs = object(page);

/** bestCustomers: the sales filter of the page (period, stores, person type; loyalty is the ranking's own). */
export const bestCustomersArgs = object({
  filter: salesFilter,
  ...page,
});
