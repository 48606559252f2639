/** pt-BR texts of entities/rfv-cluster (README "Texts"): the RFV clusters of contracts/metrics.md. */
export const messages = {
  'rfvCluster.champions': 'Campeões',
  'rfvCluster.loyals': 'Leais',
  'rfvCluster.promising': 'Promissores',
  'rfvCluster.atRisk': 'Em risco',
  'rfvCluster.lowValue': 'Baixo valor',
  'rfvCluster.losses': 'Perdidos',
  'rfvCluster.neverBought': 'Nunca compraram',
  'rfvCluster.none': 'Sem grupo RFV',
};
