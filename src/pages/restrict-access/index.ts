export { restrictAccessRoute } from './route';
