export { clubDashboardRoute } from './route';
