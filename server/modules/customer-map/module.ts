import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { customerMapQueries } from './resolvers';
import { registerCustomerMapRoutes } from './rest';

/** /clientes/mapa (contracts/customers.md "Customer map"): points, stores, neighbourhoods, status counts. */
export default defineModule({
  name: 'customer-map',
  resolvers: { Query: customerMapQueries },
  policies: {
    Query: {
      customerMap: canOpen('clientes.mapa'),
      customerMapStatusCount: canOpen('clientes.mapa'),
    },
  },
  rest: registerCustomerMapRoutes,
});
