export { somethingWrongRoute } from './route';
