export { renderWithRelay } from './relay';
