export { notFoundRoute } from './route';
