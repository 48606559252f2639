export { clubPerformanceRoute } from './route';
