export { firstValueRoute } from './route';
