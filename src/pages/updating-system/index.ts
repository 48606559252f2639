export { updatingSystemRoute } from './route';
