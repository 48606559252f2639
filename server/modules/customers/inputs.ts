import { nullable, number, object, optional, string } from 'superstruct';

/** customerSearch's arguments (the text itself is read by parseCustomerSearch). */
export const customerSearchArgs = object({
  query: string(),
  first: optional(nullable(number())),
  after: optional(nullable(string())),
});
