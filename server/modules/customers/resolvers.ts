import { toGlobalId } from '../../access/globalId';
import type { CustomerResolvers } from '../../graphql/resolvers-types';

export const Customer: CustomerResolvers = {
  id: (customer) => toGlobalId('Customer', customer.document_no),
};
