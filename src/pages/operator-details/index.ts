export { operatorDetailsRoute } from './route';
