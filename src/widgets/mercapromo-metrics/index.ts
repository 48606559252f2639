export { MercapromoMetrics } from './ui/MercapromoMetrics';
