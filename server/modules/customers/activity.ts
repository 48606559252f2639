/** The activity groups of the metrics contract, for one consumer. */
export type ActivityCluster = 'ACTIVE' | 'RECENT_INACTIVE' | 'AT_RISK' | 'LOST' | 'NEVER_BOUGHT';

interface RecencyWindow {
  bought: number | null;
  not_bought: number | null;
}

/** The account's recency criteria (accounts' cbm_configuration, metrics contract defaults). */
export interface RecencyCriteria {
  actives: RecencyWindow;
  recent_inactives: RecencyWindow;
  at_risk: RecencyWindow;
  losses: RecencyWindow;
}

/** Days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A consumer's activity group on the reference date from their last loyalty purchase up to it (null:
 * none): "bought within N days" = the last purchase falls in the N days ending on the reference date,
 * that day included (metrics contract); null when the account's criteria leave a gap there.
 */
export function activityClusterOf(lastPurchase: string | null, reference: string, criteria: RecencyCriteria): ActivityCluster | null {
  if (lastPurchase === null || lastPurchase > reference) return 'NEVER_BOUGHT';
  const since = daysBetween(lastPurchase, reference);
  const within = (days: number | null) => (days === null ? true : since < days);
  const matches = (window: RecencyWindow) => within(window.bought) && !(window.not_bought !== null && window.not_bought > 0 && within(window.not_bought));
  if (matches(criteria.actives)) return 'ACTIVE';
  if (matches(criteria.recent_inactives)) return 'RECENT_INACTIVE';
  if (matches(criteria.at_risk)) return 'AT_RISK';
  if (matches(criteria.losses)) return 'LOST';
  return null;
}
