export { usersRoute } from './route';
