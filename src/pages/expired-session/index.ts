export { expiredSessionRoute } from './route';
