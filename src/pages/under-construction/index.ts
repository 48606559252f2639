export { underConstructionRoute } from './route';
