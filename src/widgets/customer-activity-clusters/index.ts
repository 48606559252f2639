export { ClientsActivityClusters, criterionText } from './ui/ClientsActivityClusters';
export type { ClientsActivityClustersProps } from './ui/ClientsActivityClusters';
