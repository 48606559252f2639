import type { AnalyticsStore } from '../../stores';
import { PERIOD, UNITS, type MetricsScope } from './metrics';

/**
 * Promotion metrics of a promotions-only (only_mercapromo) account's home (spec §3 "Promotion
 * metrics"). Offers are not registered yet, so "in offer" means an item line sold with a discount
 * (discount > 0). Definitions (also in the tooltips and the README):
 *
 * - coupons.with_products: coupons of the period with at least one item line;
 * - coupons.with_eligible_quantity: coupons with at least one item line in offer;
 * - coupons.with_earn: coupons whose discounts add up to at least R$ 1,00 (the shopper saved
 *   something worth counting, not a rounding cent);
 * - sold_units.total / total_in_offer: items sold (quantity of items sold by unit + 1 per weighable
 *   line, as the metrics contract counts items), all lines / lines in offer;
 * - clients.uniques_in_offer: distinct CPF/CNPJ on coupons with an item in offer;
 * - discounts.total: Σ discount of the item lines.
 *
 * Read from the item facts of the period (promotion accounts are small; there is no aggregate for
 * discounted lines). The period and store filters are the page's.
 */

/** A coupon earns when its discounts reach this (R$). */
export const EARN_THRESHOLD = 1;

export interface MercapromoFigures {
  type: 'DESCONTO';
  coupons: { with_products: number; with_eligible_quantity: number; with_earn: number };
  sold_units: { total: number; total_in_offer: number };
  clients: { uniques_in_offer: number };
  discounts: { total: number };
}

export async function mercapromoMetrics(ch: AnalyticsStore, scope: Pick<MetricsScope, 'accountId' | 'start' | 'end' | 'units'>): Promise<MercapromoFigures> {
  const params = {
    account: scope.accountId,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    earn: EARN_THRESHOLD,
  };
  const [row] = await ch.query<Record<string, number | string>>(
    `SELECT count() AS c_products,
            countIf(offer_lines > 0) AS c_eligible,
            countIf(ticket_discount >= {earn:Float64}) AS c_earn,
            sum(ticket_items) AS u_total,
            sum(offer_items) AS u_offer,
            uniqExactIf(document_no, offer_lines > 0 AND document_no != '') AS clients_offer,
            sum(ticket_discount) AS d_total
       FROM (
         SELECT ticket_id, any(document_no) AS document_no,
                countIf(discount > 0) AS offer_lines,
                toFloat64(sum(discount)) AS ticket_discount,
                toFloat64(sum(if(is_weightable = 1, 1, quantity))) AS ticket_items,
                toFloat64(sumIf(if(is_weightable = 1, 1, quantity), discount > 0)) AS offer_items
           FROM ticket_items
          WHERE account_id = {account:UUID} AND ${PERIOD} AND ${UNITS}
          GROUP BY ticket_id
       )`,
    params,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    type: 'DESCONTO',
    coupons: { with_products: n('c_products'), with_eligible_quantity: n('c_eligible'), with_earn: n('c_earn') },
    sold_units: { total: n('u_total'), total_in_offer: n('u_offer') },
    clients: { uniques_in_offer: n('clients_offer') },
    discounts: { total: n('d_total') },
  };
}
