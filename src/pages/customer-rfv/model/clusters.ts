/** The RFV clusters in the order the page shows them (the server's RfvClusterKey). */
export const RFV_CLUSTER_KEYS = ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'] as const;
export type RfvClusterKey = (typeof RFV_CLUSTER_KEYS)[number];

/** URL search parameters of the page: the period shown, the period compared with, the cluster listed. */
export const RFV_PARAMS = { period: 'periodo', from: 'comparar', cluster: 'grupo' } as const;

export function isClusterKey(value: string | null): value is RfvClusterKey {
  return value !== null && (RFV_CLUSTER_KEYS as readonly string[]).includes(value);
}
