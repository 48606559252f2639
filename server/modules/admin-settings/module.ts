import { PLATFORM_ADMIN, canOpen } from '../../access/control';
import { defineModule } from '../types';
import { AppSettingsType, UnitAppActive, UnitTelesales, adminSettingsMutations, adminSettingsQueries } from './resolvers';
import { ADMIN_UNITS_REPORT_KIND, adminUnitsReportBuilder } from './table';

/**
 * /configuracoes-admin (issue 13 item 7): the index's statuses, televendas, the loyalty app and the
 * stores' admin switches, for account and platform admins (the catalogue's rules); account modules
 * are switched by platform admins only.
 */
export default defineModule({
  name: 'admin-settings',
  resolvers: {
    Query: adminSettingsQueries,
    Mutation: adminSettingsMutations,
    UnitTelesales,
    AppSettings: AppSettingsType,
    Unit: UnitAppActive,
  },
  policies: {
    Query: {
      adminSettingsOverview: canOpen('configuracoes-admin'),
      telesalesSettings: canOpen('configuracoes-admin.televendas'),
      appSettings: canOpen('configuracoes-admin.app'),
      adminUnits: canOpen('configuracoes-admin.lojas'),
    },
    Mutation: {
      updateUnitTelesales: canOpen('configuracoes-admin.televendas'),
      updateAccountModules: PLATFORM_ADMIN,
      updateAppSettings: canOpen('configuracoes-admin.app'),
      updateAdminUnit: canOpen('configuracoes-admin.lojas'),
      setUnitsActive: canOpen('configuracoes-admin.lojas'),
      undoUnitsActiveChange: canOpen('configuracoes-admin.lojas'),
      createAdminUnitsReport: canOpen('configuracoes-admin.lojas'),
    },
  },
  reports: ({ db }) => [[ADMIN_UNITS_REPORT_KIND, adminUnitsReportBuilder(db)]],
});
