export { operationalPerformanceRoute } from './route';
