export { CustomerActivityClusters, criterionText } from './ui/CustomerActivityClusters';
export type { CustomerActivityClustersProps } from './ui/CustomerActivityClusters';
export { messages } from './i18n/pt-BR';
