import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { toCustomerModel } from './customer';
import { Customer, customerQueries } from './resolvers';
import { getCustomer } from './service';

/** The account's customers (consumers): the Customer node, search, detail and best customers. */
export default defineModule({
  name: 'customers',
  resolvers: { Query: customerQueries, Customer },
  policies: {
    // the catalogue's route requires PII access (spec §6): the same rule as the page's guard
    Query: {
      customerSearch: canOpen('clientes.busca-cliente'),
      customer: canOpen('clientes.detalhes-cliente'),
      bestCustomers: canOpen('clientes.melhores-clientes'),
    },
  },
  nodes: {
    // Inside the viewer's account only, and masked for the viewer before it is returned.
    Customer: async (documentNo, viewer, services) => {
      const row = await getCustomer(services.db, viewer.account.id, documentNo);
      return row ? toCustomerModel(viewer, row) : null;
    },
  },
});
