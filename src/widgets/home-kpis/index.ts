export { HomeKpis, HOME_KPIS } from './ui/HomeKpis';
