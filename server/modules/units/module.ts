import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { AccountUnits, unitMutations, unitQueries, Unit } from './resolvers';
import { registerUnitRoutes } from './rest';
import { getUnit } from './service';

/** The account's stores (units). */
export default defineModule({
  name: 'units',
  resolvers: { Query: unitQueries, Mutation: unitMutations, Unit, Account: AccountUnits },
  policies: {
    // Stores are the filter of almost every page: any signed-in user of the account lists them.
    Query: { units: SESSION },
    Mutation: { updateUnit: canOpen('configuracoes.units') },
  },
  nodes: { Unit: (id, viewer, services) => getUnit(services.db, viewer.account.id, id) },
  rest: registerUnitRoutes,
});
