export { maintenanceRoute } from './route';
