import type { AnalyticsStore } from '../../stores';

/**
 * The price-range analysis (spec §3 "Price-range analysis"; README "Price-range analysis" says the
 * same in words). Everything is read from the processing run's per ticket × product aggregate
 * (agg_product_tickets, CH 013), never from item rows and never product by product:
 *
 * - Scope: the chosen SKUs, taken together; the chosen stores (all when none); loyalty tickets only
 *   (metrics contract: a consumer registered on or before the ticket's day); whole days in
 *   America/Bahia for the reference and the analysed period.
 * - A client's unit price in a period = Σ net value paid (item totals, after discount) ÷ Σ quantity
 *   (units, or kg for weighable products) over their lines of the chosen products in that period.
 * - Ranges: `rangeCount` equal-count ranges of the REFERENCE period's client prices. The cut points
 *   are the reference prices' quantiles 1/k … (k−1)/k (linear interpolation between the sorted
 *   values, Excel's PERCENTILE.INC); range i holds the prices p with cut[i−1] < p ≤ cut[i] (the first
 *   has no lower bound, the last no upper). Both periods are classified with the same cut points, so
 *   a move between ranges is a change of the client's price, not of the ranges.
 * - Per range, over the analysed period's clients in it: percentiles 20/50/80 (same interpolation),
 *   min and max price, unique clients; the same figures for the reference period are kept too.
 * - Moves are counted in the client's REFERENCE range: upsell (analysed range higher), downsell
 *   (lower), stayed (same), lost (no purchase of the products in the analysed period). New clients
 *   (no purchase in the reference period) have no reference range: they count in the range they
 *   arrived in. So per range upsell + downsell + stayed + lost = reference clients.
 * - Histogram: the loyalty lines' unit prices (a ticket's value ÷ quantity of one product, to the
 *   cent) in HISTOGRAM_BINS equal-width bins between the lowest and the highest (floored / ceiled
 *   to the cent), with the quantity sold in each period.
 * - Products without sales: the chosen products with no sale at all (any ticket, loyalty or not) in
 *   the chosen stores in one period or both.
 */

/** The figures of a computation: what the user chose. */
export interface PriceRangeFilters {
  /** SKUs, 1 to MAX_PRODUCTS */
  products: string[];
  /** stores by id_erp; null = every store */
  units: string[] | null;
  referenceStart: string;
  referenceEnd: string;
  analyzedStart: string;
  analyzedEnd: string;
  rangeCount: number;
}

/** Percentiles, extremes and clients of a set of client prices. */
export interface PriceFigures {
  unique: number;
  percentile20: number | null;
  percentile50: number | null;
  percentile80: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface PriceRangeResult extends PriceFigures {
  /** 1 = the cheapest */
  index: number;
  /** the range's bounds from the reference cut points: (lowerBound, upperBound]; null = open */
  lowerBound: number | null;
  upperBound: number | null;
  /** the reference period's clients in the range and their figures */
  reference: PriceFigures;
  upsell: number;
  downsell: number;
  stayed: number;
  new: number;
  lost: number;
}

export interface HistogramBin {
  from: number;
  to: number;
  referenceQuantity: number;
  analyzedQuantity: number;
}

export interface ProductWithoutSales {
  sku: string;
  name: string;
  soldInReference: boolean;
  soldInAnalyzed: boolean;
}

/** What a computation stores (price_range_analyses.result). */
export interface AnalysisResult {
  cutPoints: number[];
  priceRanges: PriceRangeResult[];
  totals: { referenceClients: number; analyzedClients: number; upsell: number; downsell: number; stayed: number; new: number; lost: number };
  histogram: HistogramBin[];
  productsWithoutSales: ProductWithoutSales[];
  /** how long the ClickHouse part took */
  elapsedMs: number;
}

/** Bins of the price histogram. */
export const HISTOGRAM_BINS = 20;

interface Scope {
  accountId: string;
  run: string;
  filters: PriceRangeFilters;
}

const params = ({ accountId, run, filters }: Scope) => ({
  account: accountId,
  run,
  skus: filters.products,
  all_units: filters.units === null || filters.units.length === 0 ? 1 : 0,
  units: filters.units ?? [],
  ref_start: filters.referenceStart,
  ref_end: filters.referenceEnd,
  an_start: filters.analyzedStart,
  an_end: filters.analyzedEnd,
});

const IN_REFERENCE = `local_date BETWEEN toDate({ref_start:String}) AND toDate({ref_end:String})`;
const IN_ANALYZED = `local_date BETWEEN toDate({an_start:String}) AND toDate({an_end:String})`;
/** The chosen products' rows of the run in either period and the chosen stores. */
const SCOPE = `account_id = {account:UUID} AND processing_uuid = {run:UUID} AND sku IN {skus:Array(String)}
   AND ({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)}) AND ((${IN_REFERENCE}) OR (${IN_ANALYZED}))`;

/** Each loyalty client's unit price in each period (NULL when they did not buy in it), rounded to 1e-6. */
const CLIENT_PRICES = `
  SELECT consumer,
         if(ref_qty > 0, round(toFloat64(ref_rev) / toFloat64(ref_qty), 6), NULL) AS ref_price,
         if(an_qty > 0, round(toFloat64(an_rev) / toFloat64(an_qty), 6), NULL) AS an_price
    FROM (SELECT consumer,
                 sumIf(revenue, ${IN_REFERENCE}) AS ref_rev, sumIf(quantity, ${IN_REFERENCE}) AS ref_qty,
                 sumIf(revenue, ${IN_ANALYZED}) AS an_rev, sumIf(quantity, ${IN_ANALYZED}) AS an_qty
            FROM agg_product_tickets
           WHERE ${SCOPE} AND consumer != 0 AND quantity > 0
           GROUP BY consumer)`;

/** The quantile levels of the cut points of `rangeCount` equal-count ranges, as SQL literals. */
export function cutLevels(rangeCount: number): string[] {
  return Array.from({ length: rangeCount - 1 }, (_, i) => ((i + 1) / rangeCount).toFixed(12));
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Computes an analysis: three ClickHouse statements over the run's aggregates, whatever the number of products. */
export async function computePriceRanges(ch: AnalyticsStore, scope: Scope, productNames: ReadonlyMap<string, string>): Promise<AnalysisResult> {
  const started = Date.now();
  const p = params(scope);
  const k = scope.filters.rangeCount;
  const levels = cutLevels(k).join(', ');

  // One pass over the clients: the reference cut points as a window aggregate over every client (NULL
  // reference prices are skipped), both periods classified with them (range 0 = no purchase in the
  // period), then grouped per side and range: 'R' rows count moves from the reference range, 'A' rows
  // arrivals.
  const rangeOf = (price: string) => `if(${price} IS NULL, 0, 1 + arrayCount(c -> assumeNotNull(${price}) > c, cuts))`;
  const rows = await ch.query<{
    side: 'R' | 'A';
    range: number;
    unique: string;
    pct: number[];
    min_price: number;
    max_price: number;
    higher: string;
    lower: string;
    same: string;
    none: string;
    cuts: number[];
  }>(
    `SELECT side, range, count() AS unique, quantilesExactInclusive(0.2, 0.5, 0.8)(price) AS pct, min(price) AS min_price, max(price) AS max_price,
            countIf(other > range) AS higher, countIf(other > 0 AND other < range) AS lower, countIf(other = range) AS same, countIf(other = 0) AS none,
            any(cuts) AS cuts
       FROM (SELECT arrayJoin([('R', ref_range, ref_price, an_range), ('A', an_range, an_price, ref_range)]) AS t,
                    t.1 AS side, t.2 AS range, assumeNotNull(t.3) AS price, t.4 AS other, cuts
               FROM (SELECT ${rangeOf('ref_price')} AS ref_range, ${rangeOf('an_price')} AS an_range, ref_price, an_price, cuts
                       FROM (SELECT ref_price, an_price,
                                    if(countIf(ref_price IS NOT NULL) OVER () = 0, CAST([] AS Array(Float64)),
                                       quantilesExactInclusive(${levels})(ref_price) OVER ()) AS cuts
                               FROM (${CLIENT_PRICES})))
              WHERE t.2 > 0)
      GROUP BY side, range ORDER BY side, range`,
    p,
  );
  const cutPoints = rows.find((row) => row.side === 'R')?.cuts.map(Number) ?? [];

  const rangeCount = cutPoints.length > 0 ? k : 0;
  const figures = (row: (typeof rows)[number] | undefined): PriceFigures =>
    row
      ? { unique: Number(row.unique), percentile20: num(row.pct[0]), percentile50: num(row.pct[1]), percentile80: num(row.pct[2]), minPrice: num(row.min_price), maxPrice: num(row.max_price) }
      : { unique: 0, percentile20: null, percentile50: null, percentile80: null, minPrice: null, maxPrice: null };
  const priceRanges: PriceRangeResult[] = [];
  for (let index = 1; index <= Math.max(rangeCount, rows.some((row) => row.side === 'A') ? 1 : 0); index++) {
    const ref = rows.find((row) => row.side === 'R' && Number(row.range) === index);
    const an = rows.find((row) => row.side === 'A' && Number(row.range) === index);
    priceRanges.push({
      index,
      lowerBound: index > 1 ? cutPoints[index - 2] : null,
      upperBound: index <= cutPoints.length ? cutPoints[index - 1] : null,
      ...figures(an),
      reference: figures(ref),
      upsell: Number(ref?.higher ?? 0),
      downsell: Number(ref?.lower ?? 0),
      stayed: Number(ref?.same ?? 0),
      lost: Number(ref?.none ?? 0),
      new: Number(an?.none ?? 0),
    });
  }
  const total = (pick: (range: PriceRangeResult) => number) => priceRanges.reduce((sum, range) => sum + pick(range), 0);

  // The histogram in one pass: the lines' unit prices to the cent with each period's quantity, the
  // lowest and highest over them (window), then HISTOGRAM_BINS equal-width bins between the two.
  const bins = await ch.query<{ bin: number; low: number; high: number; ref_total: number; an_total: number }>(
    `SELECT least(${HISTOGRAM_BINS - 1}, toUInt32(floor((price - lo) / ((hi - lo) / ${HISTOGRAM_BINS})))) AS bin, any(lo) AS low, any(hi) AS high,
            sum(ref_qty) AS ref_total, sum(an_qty) AS an_total
       FROM (SELECT price, ref_qty, an_qty, floor(min(price) OVER (), 2) AS lo, greatest(ceil(max(price) OVER (), 2), floor(min(price) OVER (), 2) + 0.01) AS hi
               FROM (SELECT round(toFloat64(revenue) / toFloat64(quantity), 2) AS price,
                            toFloat64(sumIf(quantity, ${IN_REFERENCE})) AS ref_qty, toFloat64(sumIf(quantity, ${IN_ANALYZED})) AS an_qty
                       FROM agg_product_tickets WHERE ${SCOPE} AND consumer != 0 AND quantity > 0
                      GROUP BY price))
      GROUP BY bin ORDER BY bin`,
    p,
  );
  const histogram: HistogramBin[] = [];
  if (bins.length > 0) {
    const lo = Number(bins[0].low);
    const width = (Number(bins[0].high) - lo) / HISTOGRAM_BINS;
    for (let bin = 0; bin < HISTOGRAM_BINS; bin++) {
      const row = bins.find((candidate) => Number(candidate.bin) === bin);
      histogram.push({ from: lo + bin * width, to: lo + (bin + 1) * width, referenceQuantity: Number(row?.ref_total ?? 0), analyzedQuantity: Number(row?.an_total ?? 0) });
    }
  }

  const sold = await ch.query<{ sku: string; in_ref: number; in_an: number }>(
    `SELECT sku, max(${IN_REFERENCE}) AS in_ref, max(${IN_ANALYZED}) AS in_an FROM agg_product_daily WHERE ${SCOPE} AND quantity > 0 GROUP BY sku`,
    p,
  );
  const soldBySku = new Map(sold.map((row) => [row.sku, row]));
  const productsWithoutSales = scope.filters.products
    .map((sku) => ({ sku, name: productNames.get(sku) ?? sku, soldInReference: Number(soldBySku.get(sku)?.in_ref ?? 0) === 1, soldInAnalyzed: Number(soldBySku.get(sku)?.in_an ?? 0) === 1 }))
    .filter((product) => !product.soldInReference || !product.soldInAnalyzed)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

  return {
    cutPoints,
    priceRanges,
    totals: {
      referenceClients: total((range) => range.reference.unique),
      analyzedClients: total((range) => range.unique),
      upsell: total((range) => range.upsell),
      downsell: total((range) => range.downsell),
      stayed: total((range) => range.stayed),
      new: total((range) => range.new),
      lost: total((range) => range.lost),
    },
    histogram,
    productsWithoutSales,
    elapsedMs: Date.now() - started,
  };
}
