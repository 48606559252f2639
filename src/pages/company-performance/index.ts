export { companyPerformanceRoute } from './route';
