export { integrationsRoute } from './route';
