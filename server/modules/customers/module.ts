import { defineModule } from '../types';
import { toCustomerModel } from './customer';
import { Customer } from './resolvers';
import { getCustomer } from './service';

/** The account's customers (consumers): the Customer node, search, detail and best customers. */
export default defineModule({
  name: 'customers',
  resolvers: { Customer },
  policies: {},
  nodes: {
    // Inside the viewer's account only, and masked for the viewer before it is returned.
    Customer: async (documentNo, viewer, services) => {
      const row = await getCustomer(services.db, viewer.account.id, documentNo);
      return row ? toCustomerModel(viewer, row) : null;
    },
  },
});
