import type { AnalyticsStore } from '../../stores';
import { PERSON, RUN, UNITS, scopeParams, type MetricsScope } from './metrics';

/**
 * Decomposition of the revenue change between a reference period (0) and the current one (1).
 *
 * Loyalty revenue R = C × F × T: C distinct clients with a loyalty coupon, F = coupons / clients
 * (purchase frequency), T = revenue / coupons (average ticket). Non-loyalty coupons carry no client,
 * so R = N × T (N coupons). Method: additive LMDI (log-mean Divisia index, type I):
 *
 *   effect_x = L(R1, R0) × ln(x1 / x0),   L(a, b) = (a − b) / (ln a − ln b),   L(a, a) = a
 *
 * Because ln(R1/R0) = Σ ln(x1/x0), the effects add up to R1 − R0 exactly (no residual term).
 * Zeros: ln 0 is undefined, so when a factor is 0 (or negative) in either period — e.g. no loyalty
 * client in the reference period — the whole change goes to the first such factor (clients appear
 * or disappear; the other factors have nothing to compare). The effects are then rounded to the cent
 * and the rounding remainder is given to the largest effect, so the figures on screen add up to the
 * change to the cent.
 */

/** Logarithmic mean of two positive numbers. */
export function logMean(a: number, b: number): number {
  if (a === b) return a;
  return (a - b) / (Math.log(a) - Math.log(b));
}

/**
 * The additive LMDI effects of `reference` → `current` factors whose product is the revenue, in
 * full precision. `referenceRevenue`/`currentRevenue` are the products (given, as stored sums).
 */
export function lmdiEffects(reference: readonly number[], current: readonly number[], referenceRevenue: number, currentRevenue: number): number[] {
  const delta = currentRevenue - referenceRevenue;
  const degenerate = reference.findIndex((x, i) => !(x > 0) || !(current[i] > 0));
  if (degenerate >= 0 || !(referenceRevenue > 0) || !(currentRevenue > 0)) {
    const target = degenerate >= 0 ? degenerate : 0;
    return reference.map((_, i) => (i === target ? delta : 0));
  }
  const weight = logMean(currentRevenue, referenceRevenue);
  return reference.map((x, i) => weight * Math.log(current[i] / x));
}

/** Rounds effects to the cent so that they add up to `delta` (rounded to the cent) exactly. */
export function roundEffectsToCents(effects: readonly number[], delta: number): number[] {
  const cents = effects.map((effect) => Math.round(effect * 100));
  const remainder = Math.round(delta * 100) - cents.reduce((sum, value) => sum + value, 0);
  if (remainder !== 0 && cents.length) {
    let largest = 0;
    effects.forEach((effect, i) => {
      if (Math.abs(effect) > Math.abs(effects[largest])) largest = i;
    });
    cents[largest] += remainder;
  }
  return cents.map((value) => value / 100);
}

export interface PeriodFigures {
  loyaltyRevenue: number;
  loyaltyTickets: number;
  clients: number;
  otherRevenue: number;
  otherTickets: number;
}

export interface RevenueDecomposition {
  referenceStart: string;
  referenceEnd: string;
  VAL_FATURAMENTO_REFERENCIA: number;
  VAL_FATURAMENTO: number;
  VAL_VARIACAO_FATURAMENTO: number;
  loyalty: {
    referenceRevenue: number;
    currentRevenue: number;
    referenceClients: number;
    currentClients: number;
    referenceTickets: number;
    currentTickets: number;
    VAL_EFEITO_CLIENTES: number;
    VAL_EFEITO_FREQUENCIA: number;
    VAL_EFEITO_TICKET_MEDIO: number;
  };
  nonLoyalty: {
    referenceRevenue: number;
    currentRevenue: number;
    referenceTickets: number;
    currentTickets: number;
    VAL_EFEITO_CUPONS_NAO_FIDELIDADE: number;
    VAL_EFEITO_TICKET_NAO_FIDELIDADE: number;
  };
}

const toCents = (value: number) => Math.round(value * 100) / 100;
const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** The decomposition of two periods' figures (pure: the server test checks it by hand too). */
export function decompose(reference: PeriodFigures, current: PeriodFigures, referenceStart: string, referenceEnd: string): RevenueDecomposition {
  const factorsOf = (p: PeriodFigures) => [p.clients, ratio(p.loyaltyTickets, p.clients), ratio(p.loyaltyRevenue, p.loyaltyTickets)];
  const loyaltyDelta = toCents(current.loyaltyRevenue - reference.loyaltyRevenue);
  const [clients, frequency, ticket] = roundEffectsToCents(
    lmdiEffects(factorsOf(reference), factorsOf(current), reference.loyaltyRevenue, current.loyaltyRevenue),
    loyaltyDelta,
  );
  const otherFactors = (p: PeriodFigures) => [p.otherTickets, ratio(p.otherRevenue, p.otherTickets)];
  const otherDelta = toCents(current.otherRevenue - reference.otherRevenue);
  const [coupons, otherTicket] = roundEffectsToCents(
    lmdiEffects(otherFactors(reference), otherFactors(current), reference.otherRevenue, current.otherRevenue),
    otherDelta,
  );
  const referenceRevenue = toCents(reference.loyaltyRevenue + reference.otherRevenue);
  const currentRevenue = toCents(current.loyaltyRevenue + current.otherRevenue);
  return {
    referenceStart,
    referenceEnd,
    VAL_FATURAMENTO_REFERENCIA: referenceRevenue,
    VAL_FATURAMENTO: currentRevenue,
    // from the two rounded parts, so the five effects add up to it to the cent
    VAL_VARIACAO_FATURAMENTO: (Math.round(loyaltyDelta * 100) + Math.round(otherDelta * 100)) / 100,
    loyalty: {
      referenceRevenue: reference.loyaltyRevenue,
      currentRevenue: current.loyaltyRevenue,
      referenceClients: reference.clients,
      currentClients: current.clients,
      referenceTickets: reference.loyaltyTickets,
      currentTickets: current.loyaltyTickets,
      VAL_EFEITO_CLIENTES: clients,
      VAL_EFEITO_FREQUENCIA: frequency,
      VAL_EFEITO_TICKET_MEDIO: ticket,
    },
    nonLoyalty: {
      referenceRevenue: reference.otherRevenue,
      currentRevenue: current.otherRevenue,
      referenceTickets: reference.otherTickets,
      currentTickets: current.otherTickets,
      VAL_EFEITO_CUPONS_NAO_FIDELIDADE: coupons,
      VAL_EFEITO_TICKET_NAO_FIDELIDADE: otherTicket,
    },
  };
}

/** Loyalty and non-loyalty revenue, coupons and loyalty clients of a period (stores and person type applied). */
export async function periodFigures(ch: AnalyticsStore, scope: MetricsScope, start: string, end: string): Promise<PeriodFigures> {
  const params = { ...scopeParams(scope), start, end };
  const period = `local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;
  const [[sales], [people]] = await Promise.all([
    ch.query<{ s_lr: number; s_lt: number; s_or: number; s_ot: number }>(
      `SELECT toFloat64(sumIf(revenue, loyalty = 1)) AS s_lr, sumIf(tickets, loyalty = 1) AS s_lt,
              toFloat64(sumIf(revenue, loyalty = 0)) AS s_or, sumIf(tickets, loyalty = 0) AS s_ot
         FROM agg_sales_daily WHERE ${RUN} AND ${period} AND ${UNITS} AND ${PERSON}`,
      params,
    ),
    ch.query<{ clients: number }>(
      `SELECT uniqExact(consumer) AS clients FROM agg_consumer_days WHERE ${RUN} AND ${period} AND ${UNITS} AND ${PERSON}`,
      params,
    ),
  ]);
  return {
    loyaltyRevenue: Number(sales.s_lr),
    loyaltyTickets: Number(sales.s_lt),
    clients: Number(people.clients),
    otherRevenue: Number(sales.s_or),
    otherTickets: Number(sales.s_ot),
  };
}

/** The decomposition of the scope's period against the reference period. */
export async function revenueDecomposition(ch: AnalyticsStore, scope: MetricsScope, reference: { start: string; end: string }): Promise<RevenueDecomposition> {
  const [before, now] = await Promise.all([periodFigures(ch, scope, reference.start, reference.end), periodFigures(ch, scope, scope.start, scope.end)]);
  return decompose(before, now, reference.start, reference.end);
}
