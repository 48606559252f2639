/** The users module's public API. */
export { findUserByEmail, getUserById, type UserRow } from './service';
