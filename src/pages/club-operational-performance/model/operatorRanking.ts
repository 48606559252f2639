/**
 * The cashier (operator) identification ranking (issue 14 §6): a rate over a handful of coupons says
 * nothing (7 coupons, all identified, is "100 %"), so only operators with at least
 * `MIN_RANKING_COUPONS` coupons in the period enter the ranking; among them, the higher share of
 * identified coupons first, ties by more coupons. Every entry carries its sample size (coupons) so the
 * chart can show it.
 */
export const MIN_RANKING_COUPONS = 100;

export interface RankableOperator {
  NOME_PROFISSIONAL: string;
  NOM_NOME: string;
  NUM_CUPONS_TOTAL: number;
  PER_CUPONS_IDENTIFICADOS: number;
}

export interface OperatorRanking<T> {
  /** the ranked operators, best first, at most `size` */
  ranked: T[];
  /** operators left out for having fewer than `minCoupons` coupons */
  leftOut: number;
  minCoupons: number;
}

export function rankOperators<T extends RankableOperator>(rows: readonly T[], size: number, minCoupons = MIN_RANKING_COUPONS): OperatorRanking<T> {
  const eligible = rows.filter((r) => r.NUM_CUPONS_TOTAL >= minCoupons);
  const ranked = [...eligible]
    .sort((a, b) => b.PER_CUPONS_IDENTIFICADOS - a.PER_CUPONS_IDENTIFICADOS || b.NUM_CUPONS_TOTAL - a.NUM_CUPONS_TOTAL)
    .slice(0, size);
  return { ranked, leftOut: rows.length - eligible.length, minCoupons };
}
