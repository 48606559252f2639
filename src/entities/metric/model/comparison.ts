/**
 * Why a change against last year has no figure (issue 14 §6: a period without sales showed
 * "-100,0 %", as if the chain had stopped selling): `noData` when the period itself has no revenue
 * (future days, before the data starts, a store without sales), `noBase` when last year's has none.
 */
export type ComparisonGap = 'noData' | 'noBase' | null;

export function comparisonGap(revenue: number | null | undefined, previousRevenue: number | null | undefined): ComparisonGap {
  if (!revenue) return 'noData';
  if (!previousRevenue) return 'noBase';
  return null;
}

/** The change to show: none when either side has no revenue. */
export function shownChange(change: number | null | undefined, revenue: number | null | undefined, previousRevenue: number | null | undefined): number | null {
  return comparisonGap(revenue, previousRevenue) ? null : change ?? null;
}
