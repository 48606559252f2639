export { pageRoute } from './route';
