export { UsersTable, USERS_PAGE_SIZE } from './ui/UsersTable';
