import { SESSION, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { AccountUnits, unitMutations, unitQueries, Unit, UnitGroup } from './resolvers';
import { registerUnitRoutes } from './rest';
import { getUnit, unitGroups } from './service';
import { UNITS_REPORT_KIND, unitsReportBuilder } from './table';

/** The account's stores (units): the list every filter uses, and their settings (/configuracoes/units). */
export default defineModule({
  name: 'units',
  resolvers: { Query: unitQueries, Mutation: unitMutations, Unit, UnitGroup, Account: AccountUnits },
  policies: {
    // Stores, their groups, banners and tags filter almost every page: any signed-in user of the account lists them.
    Query: { units: SESSION, unit: SESSION, unitGroups: SESSION, retailerFlags: SESSION, unitTags: SESSION },
    Mutation: {
      updateUnit: canOpen('configuracoes.units'),
      updateTagsUnits: canOpen('configuracoes.units'),
      upsertUnitGroups: canOpen('configuracoes.units'),
      deleteUnitGroups: canOpen('configuracoes.units'),
      createUnitsReport: canOpen('configuracoes.units'),
    },
  },
  nodes: {
    Unit: (id, viewer, services) => getUnit(services.db, viewer.account.id, id),
    UnitGroup: async (id, viewer, services) => (await unitGroups(services.db, viewer.account.id)).find((group) => group.id === id) ?? null,
  },
  rest: registerUnitRoutes,
  reports: ({ db }) => [[UNITS_REPORT_KIND, unitsReportBuilder(db)]],
});
