export { companyDecompositionRoute } from './route';
