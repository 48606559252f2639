/** The general settings module's public API. */
export { appConfiguration, saveAppConfiguration, type AppConfiguration } from './service';
