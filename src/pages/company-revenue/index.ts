export { companyRevenueRoute } from './route';
