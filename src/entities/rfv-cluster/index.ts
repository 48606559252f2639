/** An RFV cluster (contracts/metrics.md "RFV clusters"): its pt-BR name, for pages that show a customer's cluster. */
export { RfvClusterName } from './ui/RfvClusterName';
export { messages } from './i18n/pt-BR';
