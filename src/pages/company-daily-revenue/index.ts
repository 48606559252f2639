export { companyDailyRevenueRoute } from './route';
