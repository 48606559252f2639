export { clubComparisonRoute } from './route';
