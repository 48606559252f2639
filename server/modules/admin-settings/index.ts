/** The admin-settings module's public API: the models its GraphQL types map to and the demo seed. */
export type { AppSettingsModel, UnitTelesalesModel } from './service';
export { seedDemoAdminSettings } from './seed';
