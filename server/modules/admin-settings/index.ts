/** The admin-settings module's public API: the models its GraphQL types map to. */
export type { AppSettingsModel, UnitTelesalesModel } from './service';
