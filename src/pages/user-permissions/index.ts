export { userPermissionsRoute } from './route';
