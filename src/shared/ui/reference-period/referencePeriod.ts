import { yearBefore } from '@/shared/lib/periods';
import { isIsoDay } from '@/shared/lib/sales-filters';

/** Address parameters of a comparison's reference period (pt-BR, as users see them in links). */
export const REFERENCE_PARAMS = { start: 'ref_de', end: 'ref_ate' } as const;

export interface ReferencePeriod {
  start: string;
  end: string;
  /** whether the address chose it (otherwise: the same days one year earlier) */
  custom: boolean;
}

/** The reference period of an address; the same days one year earlier (the server's default) when missing or malformed. */
export function readReferencePeriod(search: URLSearchParams, period: { start: string; end: string }): ReferencePeriod {
  const start = search.get(REFERENCE_PARAMS.start);
  const end = search.get(REFERENCE_PARAMS.end);
  if (isIsoDay(start) && isIsoDay(end) && start <= end) return { start, end, custom: true };
  return { start: yearBefore(period.start), end: yearBefore(period.end), custom: false };
}
