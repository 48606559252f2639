export { clubStoresRoute } from './route';
