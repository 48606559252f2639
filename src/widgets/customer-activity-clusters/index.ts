export { CustomerActivityClusters, criterionText } from './ui/CustomerActivityClusters';
export type { CustomerActivityClustersProps } from './ui/CustomerActivityClusters';
