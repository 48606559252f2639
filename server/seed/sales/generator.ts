import { cnpjCheckDigits, cpfCheckDigits } from '../../../src/shared/lib/document';
import { IngestService, type BatchResult, type NumberedLine, type IngestKind } from '../../modules/ingestion';
import { localToday } from '../../shared/dates';
import type { Stores } from '../../stores';
import { DEMO_ACCOUNT_IDS, type DemoAccountKey } from '../demo';
import { dateOfEpochDay, epochDay, hourWeight, tradingDays, type TradingDay } from './calendar';
import { demoCatalogue, type CatalogueProduct } from './catalogue';
import { companyName, EMAIL_DOMAINS, emailLocalPart, FEMALE_NAMES, MALE_NAMES, placesOf, STREETS, SURNAMES } from './names';
import { AliasTable, mixSeed, Rng, textSeed } from './random';

/**
 * The demo chain's two years of sales, written through the ingestion path (contracts/
 * sales-ingestion.md) exactly as a retailer's ERP would send them: products, then consumers, then
 * tickets, in batches. Everything derives from a seeded generator, so the same size and `today`
 * give the same data; lines are produced one at a time (memory stays bounded at any size).
 */

export type DemoSalesSize = 'tiny' | 'small' | 'medium' | 'large';
export const DEMO_SALES_SIZES: readonly DemoSalesSize[] = ['tiny', 'small', 'medium', 'large'];

/** Bom Preço's volume per size; the other accounts get a share of it (ACCOUNT_SHARE). */
export const SIZE_PLAN: Record<DemoSalesSize, { consumers: number; tickets: number }> = {
  tiny: { consumers: 300, tickets: 4_000 },
  // what `npm start` seeds in the background: a chain that looks real (65 to 240 coupons a day in a
  // Bom Preço store by its size, 144 on average, up to ~700 on a December peak day), all five
  // accounts generated, ingested and processed in about 5 minutes on 2 cores (README)
  small: { consumers: 50_000, tickets: 2_500_000 },
  medium: { consumers: 300_000, tickets: 6_000_000 },
  // the drawn tickets fall ~0.3% short of the target; Bom Preço alone must pass 10 M (issue 4)
  large: { consumers: 1_000_000, tickets: 10_100_000 },
};

/** Bom Preço is the showcase; the others get enough data that their pages are not empty. */
export const ACCOUNT_SHARE: Record<DemoAccountKey, number> = {
  bompreco: 1,
  'rede-mais': 0.12,
  'mais-feira': 0.1,
  'atacadao-promo': 0.1,
  sandbox: 0.1,
};

/** Share of tickets identified with a registered consumer (loyalty), and of the others with a CPF. */
const LOYALTY_SHARE = 0.6;
const UNREGISTERED_CPF_SHARE = 0.18;
const COMPANY_SHARE = 0.03;
const NEVER_BUY_SHARE = 0.09;
const CHURN_SHARE = 0.38;
const ECOMMERCE_SHARE = 0.033;
const DISCOUNT_LINE_SHARE = 0.1;
/** Lines per ingestion batch. */
const CONSUMER_BATCH = 50_000;
const SALES_BATCH = 50_000;

export interface DemoUnit {
  id_erp: string;
  active: boolean;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

interface StorePlan {
  unit: DemoUnit;
  weight: number;
  /** first day index without sales (an inactive store stopped selling), or Infinity */
  closesAt: number;
  operators: { id: string; name: string; weight: number; json: { id: string; name: string } }[];
  operatorTable: AliasTable;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const REPEATED_DIGITS = /^(\d)\1{10}$/;

/**
 * One account's synthetic data: its stores, consumers and their habits are drawn up front (a few
 * typed arrays: ~20 bytes a consumer), then products, consumers and tickets are streamed.
 */
export class AccountSalesPlan {
  readonly days: TradingDay[];
  readonly catalogue: CatalogueProduct[];
  readonly consumerCount: number;
  readonly ticketTarget: number;
  private readonly seed: number;
  private readonly documentOffset: number;
  private readonly stores: StorePlan[];
  private readonly storeTable: AliasTable;
  private readonly productTable: AliasTable;
  private readonly seasonTables: { 'sao-joao': AliasTable; natal: AliasTable };
  private readonly seasonProducts: { 'sao-joao': number[]; natal: number[] };
  /** price in cents of each product in each month of the two years */
  private readonly prices: Int32Array;
  private readonly dayWeightMax: number;
  private readonly dayPrefix: Float64Array;
  // consumers' habits
  private readonly regDay: Int32Array;
  private readonly firstDay: Int32Array;
  private readonly lastDay: Int32Array;
  private readonly rate: Float64Array;
  private readonly homeStore: Uint16Array;
  private readonly basket: Float32Array;
  private readonly company: Uint8Array;
  private readonly unregisteredPool: number;

  constructor(
    readonly key: string,
    units: readonly DemoUnit[],
    options: { consumers: number; tickets: number; today: string },
  ) {
    if (units.length === 0) throw new Error(`conta ${key}: nenhuma loja para gerar vendas`);
    const end = dateOfEpochDay(epochDay(options.today) - 1);
    const [y, m, d] = options.today.split('-').map(Number);
    // two years ending yesterday (29/02 → 28/02 two years earlier)
    const start = dateOfEpochDay(Math.min(epochDay(`${y - 2}-${pad(m)}-${pad(m === 2 && d === 29 ? 28 : d)}`), epochDay(end)));
    this.days = tradingDays(start, end);
    this.catalogue = demoCatalogue();
    this.consumerCount = options.consumers;
    this.ticketTarget = options.tickets;
    this.seed = mixSeed(textSeed(key), options.consumers, options.tickets, epochDay(options.today));
    this.documentOffset = textSeed(key) % 1_000_000;
    const rng = new Rng(this.seed);
    const dayCount = this.days.length;

    // stores: size differences; an inactive store stopped selling three months ago
    const sorted = [...units].sort((a, b) => Number(a.id_erp) - Number(b.id_erp) || a.id_erp.localeCompare(b.id_erp));
    this.stores = sorted.map((unit) => {
      const operatorCount = rng.int(8, 15);
      const operators = Array.from({ length: operatorCount }, (_, index) => {
        const id = `${unit.id_erp.padStart(3, '0')}${pad(index + 1)}`;
        const name = `${rng.chance(0.6) ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES)} ${rng.pick(SURNAMES)}`;
        return { id, name, weight: 0.4 + rng.float(), json: { id: JSON.stringify(id), name: JSON.stringify(name) } };
      });
      return {
        unit,
        weight: (unit.city === 'Salvador' ? 1.2 : 0.9) * (0.5 + rng.float() * 1.1),
        closesAt: unit.active ? Infinity : Math.max(1, dayCount - 95),
        operators,
        operatorTable: new AliasTable(operators.map((o) => o.weight)),
      };
    });
    this.storeTable = new AliasTable(this.stores.map((s) => s.weight));

    // products: popularity, festive lists, monthly prices (~5.5% inflation a year, ending in ,x9)
    this.productTable = new AliasTable(this.catalogue.map((p) => p.popularity));
    this.seasonProducts = { 'sao-joao': [], natal: [] };
    this.catalogue.forEach((p, index) => p.season && this.seasonProducts[p.season].push(index));
    this.seasonTables = {
      'sao-joao': new AliasTable(this.seasonProducts['sao-joao'].map((i) => Math.sqrt(this.catalogue[i].popularity))),
      natal: new AliasTable(this.seasonProducts.natal.map((i) => Math.sqrt(this.catalogue[i].popularity))),
    };
    const months = this.days[dayCount - 1].monthIndex + 1;
    this.prices = new Int32Array(months * this.catalogue.length);
    for (let month = 0; month < months; month += 1) {
      const inflation = 1.0045 ** month;
      this.catalogue.forEach((p, index) => {
        const tenths = Math.max(1, Math.round(p.price * inflation * 10));
        this.prices[month * this.catalogue.length + index] = tenths * 10 - 1;
      });
    }

    this.dayPrefix = new Float64Array(dayCount + 1);
    let max = 0;
    this.days.forEach((day, index) => {
      this.dayPrefix[index + 1] = this.dayPrefix[index] + day.weight;
      max = Math.max(max, day.weight);
    });
    this.dayWeightMax = max;

    // consumers: registration (a base from before the two years, then a growing flow), first and
    // last purchase (some register on the day of their first purchase, some never buy, some churn),
    // personal frequency, home store and basket size
    const n = options.consumers;
    this.regDay = new Int32Array(n);
    this.firstDay = new Int32Array(n);
    this.lastDay = new Int32Array(n);
    this.rate = new Float64Array(n);
    this.homeStore = new Uint16Array(n);
    this.basket = new Float32Array(n);
    this.company = new Uint8Array(n);
    let weightedRates = 0;
    let buyers = 0;
    for (let i = 0; i < n; i += 1) {
      const existing = rng.chance(0.45);
      this.regDay[i] = existing ? -rng.int(1, 1460) : Math.floor(rng.float() ** 0.85 * dayCount);
      this.homeStore[i] = this.storeTable.draw(rng);
      this.company[i] = rng.chance(COMPANY_SHARE) ? 1 : 0;
      this.basket[i] = Math.exp(0.35 * rng.normal()) * (this.company[i] ? 2 : 1);
      let first = -1;
      if (!rng.chance(NEVER_BUY_SHARE)) {
        if (existing) first = rng.int(0, 20);
        else first = rng.chance(0.35) ? this.regDay[i] : this.regDay[i] + Math.round(rng.exponential(20));
      }
      const closes = this.stores[this.homeStore[i]].closesAt;
      if (first >= dayCount || first >= closes) first = -1;
      this.firstDay[i] = first;
      if (first < 0) {
        this.lastDay[i] = -1;
        continue;
      }
      const last = rng.chance(CHURN_SHARE) ? first + Math.floor(rng.float() * (dayCount - first)) : dayCount - 1;
      this.lastDay[i] = last;
      const meanGap = Math.min(120, Math.max(2, Math.exp(Math.log(12) + 0.8 * rng.normal())));
      this.rate[i] = 1 / meanGap;
      weightedRates += this.rate[i] * (this.dayPrefix[last + 1] - this.dayPrefix[first]);
      buyers += 1;
    }
    // scale the frequencies so loyalty tickets come to LOYALTY_SHARE of the target (each buyer's first visit is certain)
    const scale = weightedRates > 0 ? Math.max(0, options.tickets * LOYALTY_SHARE - buyers) / weightedRates : 0;
    for (let i = 0; i < n; i += 1) this.rate[i] *= scale;
    this.unregisteredPool = Math.max(50, Math.round(n * 0.8));
  }

  get startDate(): string {
    return this.days[0].date;
  }

  get endDate(): string {
    return this.days[this.days.length - 1].date;
  }

  // --- documents: index-based, so consumers and their tickets agree without a lookup table --------

  /** Registered consumer i's CPF (bases 100000000–499999999) or CNPJ. */
  documentOf(i: number): string {
    if (this.company[i]) {
      const root = String(10_000_000 + (((i + this.documentOffset) * 7919) % 90_000_000)).padStart(8, '0');
      const base = `${root}0001`;
      return base + cnpjCheckDigits(base);
    }
    return cpf(100_000_000 + (((i + this.documentOffset) * 48271) % 400_000_000));
  }

  /** CPF of a buyer who identifies at the till without being registered (bases 500000000–899999999). */
  private unregisteredCpf(j: number): string {
    return cpf(500_000_000 + (((j + this.documentOffset) * 48271) % 400_000_000));
  }

  // --- products ---------------------------------------------------------------------------------

  *products(): Generator<Record<string, unknown>> {
    const lastMonth = this.days[this.days.length - 1].monthIndex * this.catalogue.length;
    for (let index = 0; index < this.catalogue.length; index += 1) {
      const p = this.catalogue[index];
      yield {
        sku: p.sku,
        ean: p.ean,
        name: p.name,
        department: p.department,
        category: p.category,
        subcategory: p.subcategory,
        brand: p.brand,
        measure: p.measure,
        is_weightable: p.is_weightable,
        // the shelf price today
        price: this.prices[lastMonth + index] / 100,
      };
    }
  }

  // --- consumers --------------------------------------------------------------------------------

  *consumers(): Generator<Record<string, unknown>> {
    const startDay = epochDay(this.startDate);
    const endDay = epochDay(this.endDate);
    for (let i = 0; i < this.consumerCount; i += 1) {
      const rng = new Rng(mixSeed(this.seed, i, 1));
      const store = this.stores[this.homeStore[i]];
      const places = placesOf(store.unit.city);
      const regEpoch = startDay + this.regDay[i];
      const regDate = dateOfEpochDay(regEpoch);
      const company = this.company[i] === 1;
      const female = rng.chance(0.53);
      const gender = company ? 'U' : rng.chance(0.02) ? 'U' : female ? 'F' : 'M';
      const first = company ? '' : female ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES);
      const last = rng.pick(SURNAMES);
      const name = company ? companyName((items) => rng.pick(items)) : `${first} ${rng.chance(0.4) ? `${rng.pick(SURNAMES)} ` : ''}${last}`;
      // 18–90 years old today, most between 25 and 60, and of age when they registered
      const yearsRegistered = Math.ceil((endDay - regEpoch) / 365);
      const age = Math.min(90, Math.max(18 + yearsRegistered, 18 + Math.floor(72 * rng.float() ** 1.6)));
      const birth = company ? null : dateOfEpochDay(endDay - age * 365 - rng.int(0, 300));
      const email = rng.chance(company ? 0.9 : 0.78)
        ? `${company ? `contato${i}` : `${emailLocalPart(first, last)}${rng.chance(0.6) ? rng.int(1, 999) : ''}`}@${rng.pick(EMAIL_DOMAINS)}`
        : null;
      const phone = rng.chance(0.9) ? `${places.ddd}9${rng.int(8, 9)}${pad(rng.int(0, 9_999_999), 7)}` : null;
      const time = this.localTime(regDate, rng.int(8, 20), rng.int(0, 59), rng.int(0, 59), rng, this.regDay[i] >= 0 ? this.days[this.regDay[i]].utcOffsetMinutes : 180);
      const postalTail = 8 - places.cep.length;
      yield {
        document_no: this.documentOf(i),
        person_type: company ? 'J' : 'F',
        name,
        email,
        phone,
        gender,
        birth_date: birth,
        created_at: time,
        unit_id_erp: store.unit.id_erp,
        address: {
          postal_code: `${places.cep}${pad(rng.int(0, 10 ** postalTail - 1), postalTail)}`,
          street: rng.pick(STREETS),
          number: rng.chance(0.92) ? String(rng.int(1, 2500)) : 'S/N',
          neighborhood: rng.pick(places.neighborhoods),
          city_name: store.unit.city,
          federative_unit: 'BA',
          ...(store.unit.latitude !== null && store.unit.longitude !== null
            ? { latitude: round6(store.unit.latitude + (rng.float() - 0.5) * 0.06), longitude: round6(store.unit.longitude + (rng.float() - 0.5) * 0.06) }
            : {}),
        },
        opt_in: { sms: rng.chance(0.7), email: email !== null && rng.chance(0.55), whatsapp: rng.chance(0.6), push: rng.chance(0.3) },
      };
    }
  }

  // --- tickets ----------------------------------------------------------------------------------

  /**
   * Every ticket of the two years: first the walk-in customers day by day (anonymous or with a CPF
   * given at the till), then each registered consumer's visits, drawn as a thinned Poisson process
   * over the trading calendar between their first and last purchase.
   */
  *sales(): Generator<Record<string, unknown>> {
    for (const line of this.salesLines()) yield JSON.parse(line) as Record<string, unknown>;
  }

  /** The tickets as NDJSON lines (written by hand: JSON.stringify of millions of objects is most of the generator's time). */
  *salesLines(): Generator<string> {
    const rng = new Rng(mixSeed(this.seed, 2));
    const dayCount = this.days.length;
    const storeCount = this.stores.length;
    const sequence = new Uint32Array(storeCount * dayCount);
    const walkIns = this.ticketTarget * (1 - LOYALTY_SHARE);
    const totalDayWeight = this.dayPrefix[dayCount];
    const storeWeight = this.stores.reduce((sum, s) => sum + s.weight, 0);

    for (let day = 0; day < dayCount; day += 1) {
      const dayShare = this.days[day].weight / totalDayWeight;
      for (let s = 0; s < storeCount; s += 1) {
        const store = this.stores[s];
        if (day >= store.closesAt) continue;
        const count = rng.round(walkIns * dayShare * (store.weight / storeWeight));
        for (let t = 0; t < count; t += 1) {
          // a CPF given at the till: repeat buyers are likelier (squared draw)
          const document = rng.chance(UNREGISTERED_CPF_SHARE) ? this.unregisteredCpf(Math.floor(rng.float() ** 2 * this.unregisteredPool)) : null;
          yield this.ticket(rng, sequence, s, day, document, 1, false);
        }
      }
    }

    for (let i = 0; i < this.consumerCount; i += 1) {
      const first = this.firstDay[i];
      if (first < 0) continue;
      const crng = new Rng(mixSeed(this.seed, i, 3));
      const last = this.lastDay[i];
      const document = this.documentOf(i);
      const ecommerce = crng.chance(0.12);
      const intensity = this.rate[i] * this.dayWeightMax;
      let visitDay = first;
      let time = first;
      while (visitDay <= last) {
        const store = this.visitStore(crng, this.homeStore[i], visitDay);
        if (store >= 0) yield this.ticket(crng, sequence, store, visitDay, document, this.basket[i], ecommerce && crng.chance(ECOMMERCE_SHARE / 0.12));
        // next visit: candidate times at the peak rate, kept with the day's relative weight
        if (intensity <= 0) break;
        for (;;) {
          time += crng.exponential(1 / intensity);
          visitDay = Math.floor(time);
          if (visitDay > last) break;
          if (crng.float() * this.dayWeightMax < this.days[visitDay].weight) break;
        }
      }
    }
  }

  /** Consumers shop at their home store, sometimes elsewhere; a closed store sends them to another. */
  private visitStore(rng: Rng, home: number, day: number): number {
    if (this.days[day].weight === 0) return -1;
    let store = rng.chance(0.85) ? home : this.storeTable.draw(rng);
    for (let tries = 0; day >= this.stores[store].closesAt; tries += 1) {
      if (tries > 20) return -1;
      store = this.storeTable.draw(rng);
    }
    return store;
  }

  private ticket(rng: Rng, sequence: Uint32Array, storeIndex: number, dayIndex: number, document: string | null, basket: number, ecommerce: boolean): string {
    const day = this.days[dayIndex];
    const store = this.stores[storeIndex];
    const counter = storeIndex * this.days.length + dayIndex;
    sequence[counter] += 1;
    const hour = this.drawHour(rng, day.hours);
    const operator = ecommerce ? null : store.operators[store.operatorTable.draw(rng)];
    const lines = this.lineCount(rng, basket * day.basket);
    let items = '';
    const monthBase = day.monthIndex * this.catalogue.length;
    let totalCents = 0;
    let discountCents = 0;
    const company = document !== null && document.length === 14;
    for (let line = 0; line < lines; line += 1) {
      const index = this.drawProduct(rng, day);
      const product = this.catalogue[index];
      const priceCents = this.prices[monthBase + index];
      let quantity: number;
      if (product.is_weightable) {
        const [min, max] = product.kilos!;
        quantity = Math.max(0.05, Math.round((min + (max - min) * rng.float() ** 1.5) * 1000) / 1000);
      } else {
        const u = rng.float();
        quantity = u < 0.68 ? 1 : u < 0.88 ? 2 : u < 0.94 ? 3 : rng.int(4, 6);
        if (company) quantity *= rng.int(2, 6);
      }
      // cents throughout: item total = round2(quantity × unit price − discount), ticket total = Σ items
      const grossCents = Math.round(quantity * priceCents);
      const itemDiscount = rng.chance(DISCOUNT_LINE_SHARE) ? Math.round(grossCents * rng.pick(DISCOUNT_RATES)) : 0;
      const itemCents = grossCents - itemDiscount;
      totalCents += itemCents;
      discountCents += itemDiscount;
      // SKUs and EANs are digits: no JSON escaping needed
      items += `${line ? ',' : ''}{"sku":"${product.sku}","ean":"${product.ean}","quantity":${quantity},"unit_price":${priceCents / 100},"discount":${itemDiscount / 100},"total":${itemCents / 100}}`;
    }
    const ticketId = `${store.unit.id_erp}-${day.date.slice(0, 4)}${day.date.slice(5, 7)}${day.date.slice(8, 10)}-${pad(sequence[counter], 6)}`;
    const createdAt = this.localTime(day.date, hour, rng.int(0, 59), rng.int(0, 59), rng, day.utcOffsetMinutes);
    return (
      `{"ticket_id":${JSON.stringify(ticketId)},"unit_id_erp":${JSON.stringify(store.unit.id_erp)},` +
      `"operator_id":${operator ? operator.json.id : 'null'},"operator_name":${operator ? operator.json.name : 'null'},` +
      `"document_no":${document === null ? 'null' : `"${document}"`},"created_at":"${createdAt}","channel":"${ecommerce ? 'ecommerce' : 'store'}",` +
      `"total":${totalCents / 100},"discount":${discountCents / 100},"items":[${items}]}`
    );
  }

  private drawHour(rng: Rng, [open, close]: [number, number]): number {
    // rejection against the peak weight: cheap, and every day's window differs
    for (;;) {
      const hour = rng.int(open, close);
      if (rng.float() * 11 < hourWeight(hour)) return hour;
    }
  }

  /** 1–25 lines, ~5–6 on average: quick top-ups, weekly shops and the big monthly shop. */
  private lineCount(rng: Rng, factor: number): number {
    const u = rng.float();
    const base = u < 0.45 ? 1 + rng.poisson(1.1) : u < 0.85 ? 3 + rng.poisson(3.3) : 8 + rng.poisson(6.5);
    return Math.min(25, Math.max(1, Math.round(base * factor)));
  }

  private drawProduct(rng: Rng, day: TradingDay): number {
    if (day.saoJoao > 0 && rng.float() < 0.22 * day.saoJoao) return this.seasonProducts['sao-joao'][this.seasonTables['sao-joao'].draw(rng)];
    if (day.natal > 0 && rng.float() < 0.22 * day.natal) return this.seasonProducts.natal[this.seasonTables.natal.draw(rng)];
    return this.productTable.draw(rng);
  }

  /**
   * A local wall time written in one of the contract's three forms: without offset (local), with
   * the zone's offset, or converted to UTC ('Z'), so the ingestion path sees all of them.
   */
  private localTime(date: string, hour: number, minute: number, second: number, rng: Rng, offsetMinutes: number): string {
    const form = rng.int(0, 2);
    const wall = `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
    if (form === 0) return wall;
    if (form === 1) {
      const sign = offsetMinutes > 0 ? '-' : '+';
      const abs = Math.abs(offsetMinutes);
      return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    }
    const [y, m, d] = date.split('-').map(Number);
    const utc = Date.UTC(y, m - 1, d, hour, minute, second) + offsetMinutes * 60_000;
    return `${new Date(utc).toISOString().slice(0, 19)}Z`;
  }
}

const DISCOUNT_RATES = [0.05, 0.1, 0.1, 0.15, 0.2, 0.3];
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function cpf(baseNumber: number): string {
  let base = String(baseNumber).padStart(9, '0');
  // the nine-equal-digit bases are never issued (their check digits repeat them): move them out of the range
  if (REPEATED_DIGITS.test(base + cpfCheckDigits(base))) base = `0${base.slice(1)}`;
  return base + cpfCheckDigits(base);
}

// --- running it through the ingestion path ----------------------------------------------------------

export interface GeneratedAccount {
  consumers: number;
  tickets: number;
  itemRows: number;
  products: number;
  /** generation + ingestion time of the account */
  ms: number;
}

export interface GenerateDemoSalesOptions {
  size: DemoSalesSize;
  /** YYYY-MM-DD; the sales end the day before. Default: today in America/Bahia. */
  today?: string;
  /** which demo accounts (default all) */
  accounts?: readonly DemoAccountKey[];
  log?: (message: string) => void;
  /** the server's ingestion service (so accepted batches schedule processing); default a private one */
  ingest?: IngestService;
  /** stops the generation between batches (server shutdown) */
  signal?: AbortSignal;
}

/** The volumes of one account for a size. */
export function accountVolume(size: DemoSalesSize, key: DemoAccountKey): { consumers: number; tickets: number } {
  const plan = SIZE_PLAN[size];
  const share = ACCOUNT_SHARE[key];
  return { consumers: Math.max(30, Math.round(plan.consumers * share)), tickets: Math.max(300, Math.round(plan.tickets * share)) };
}

/** The account's stores as the generator needs them, read from the operational store. */
export async function loadDemoUnits(stores: Stores, accountId: string): Promise<DemoUnit[]> {
  const rows = await stores.pg.query<{ id_erp: string; active: boolean; address_components: Record<string, string> | null; latitude: number | null; longitude: number | null }>(
    'select id_erp, active, address_components, latitude, longitude from units where account_id = $1',
    [accountId],
  );
  return rows.map((row) => ({
    id_erp: row.id_erp,
    active: row.active,
    city: row.address_components?.city_name ?? row.address_components?.city ?? 'Salvador',
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }));
}

function* jsonLines(records: Iterable<Record<string, unknown>>): Generator<string> {
  for (const record of records) yield JSON.stringify(record);
}

/** Feeds a generator to ingestion in batches of `size` lines; every line must be accepted. */
async function ingestAll(
  ingest: IngestService,
  accountId: string,
  kind: IngestKind,
  lines: Iterator<string>,
  size: number,
  onBatch?: (result: BatchResult) => void,
  signal?: AbortSignal,
): Promise<{ accepted: number; itemRows: number }> {
  let accepted = 0;
  let itemRows = 0;
  // read one line ahead, so the last batch is never an empty one
  let next = lines.next();
  while (!next.done) {
    // a stopping server ends the generation between batches (each batch is whole or absent)
    signal?.throwIfAborted();
    async function* batch(): AsyncGenerator<NumberedLine> {
      for (let number = 1; number <= size && !next.done; number += 1) {
        yield { number, text: next.value };
        next = lines.next();
      }
    }
    const result = await ingest.ingestLines(accountId, kind, batch(), 'demo');
    if (result.rejected_count > 0) {
      const sample = result.rejected.slice(0, 3).map((r) => `linha ${r.line}: ${r.reason}`).join('; ');
      throw new Error(`demo: ${result.rejected_count} linhas de ${kind} recusadas (${sample})`);
    }
    accepted += result.accepted;
    itemRows += result.item_rows ?? 0;
    onBatch?.(result);
  }
  return { accepted, itemRows };
}

/**
 * Generates the demo accounts' two years of sales and loads them through ingestion (products, then
 * consumers, then tickets). Processing is left to the caller (the server schedules it when given its
 * ingestion service; the CLI and the bench run it). Returns what each account received.
 */
export async function generateDemoSales(stores: Stores, options: GenerateDemoSalesOptions): Promise<Record<string, GeneratedAccount>> {
  const today = options.today ?? localToday();
  const keys = options.accounts ?? (Object.keys(DEMO_ACCOUNT_IDS) as DemoAccountKey[]);
  const ingest = options.ingest ?? new IngestService(stores.pg, stores.ch);
  const log = options.log ?? (() => undefined);
  const results: Record<string, GeneratedAccount> = {};
  for (const key of keys) {
    const started = performance.now();
    const accountId = DEMO_ACCOUNT_IDS[key];
    const units = await loadDemoUnits(stores, accountId);
    if (units.length === 0) {
      log(`demo ${key}: sem lojas, vendas não geradas`);
      continue;
    }
    const plan = new AccountSalesPlan(key, units, { ...accountVolume(options.size, key), today });
    const products = await ingestAll(ingest, accountId, 'products', jsonLines(plan.products()), 10_000, undefined, options.signal);
    const consumersStarted = performance.now();
    const consumers = await ingestAll(ingest, accountId, 'consumers', jsonLines(plan.consumers()), CONSUMER_BATCH, undefined, options.signal);
    const salesStarted = performance.now();
    let tickets = 0;
    const sales = await ingestAll(ingest, accountId, 'sales', plan.salesLines(), SALES_BATCH, (batch) => {
      const before = tickets;
      tickets += batch.accepted;
      // progress every million tickets (medium and large take minutes)
      if (Math.floor(tickets / 1_000_000) > Math.floor(before / 1_000_000)) log(`demo ${key}: ${tickets.toLocaleString('pt-BR')} cupons`);
    }, options.signal);
    const ms = Math.round(performance.now() - started);
    results[key] = { consumers: consumers.accepted, tickets: sales.accepted, itemRows: sales.itemRows, products: products.accepted, ms };
    const phases = `produtos ${Math.round(consumersStarted - started)} ms, clientes ${Math.round(salesStarted - consumersStarted)} ms, cupons ${Math.round(performance.now() - salesStarted)} ms`;
    log(`demo ${key}: ${products.accepted} produtos, ${consumers.accepted} clientes, ${sales.accepted} cupons, ${sales.itemRows} itens em ${ms} ms (${phases}; ${plan.startDate} a ${plan.endDate})`);
  }
  return results;
}
