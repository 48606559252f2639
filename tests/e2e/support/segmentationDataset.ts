/**
 * A second, small chain the end-to-end suite writes itself (global setup), for the literal scenario of
 * issue 10: "mulheres de 25 a 34 anos que compraram Bebidas nos últimos 90 dias OU campeões". The
 * shared chain (salesDataset.ts) has no Bebidas department and ends in March 2026, and many specs
 * depend on its figures, so this one lives in another account: Mais Feira de Santana, which the demo
 * seed leaves with its 3 stores (id_erp 1–3), its default RFV analysis and 5 demo segments, but no
 * products, consumers or sales (the suite's servers run with DEMO_SALES_SIZE=none). Its persona,
 * franqueado@maisfeira.com.br, has every page and consumer PII (contracts/personas.md). No other spec
 * reads figures of Mais Feira.
 *
 * Every day here is relative to the day the rows are built ("today" in America/Bahia), so the ages
 * and the "last 90 days" hold whenever the suite runs: births on today's date (turning 25 or 35
 * today) and tomorrow's (still 24 or 34), purchases 89 days ago (the window's first day) and 90 days
 * ago (the day before it), a purchase before the buyer registered (not loyalty), men, unknown gender,
 * a company, women without birth date, and weekly buyers whom the RFV analysis ranks as champions —
 * one of them a woman of the group (the overlap). Figures are computed from these rows by the spec.
 */
import { cnpj, cpf, type CustomerRow } from './customersDataset';
import { addDays, bahiaToday } from './days';
import { PRICE_RANGE_CHAIN } from './priceRangesDataset';
import type { ChainData, ProductRow, TicketRow } from './salesDataset';

/** The account the chain is loaded into, and the persona who opens it. */
export const SEGMENTATION_ACCOUNT = 'mais-feira';
export const SEGMENTATION_PERSONA = 'franqueado' as const;

/**
 * The day the rows were built on. The global setup loads them and hands its day to the test workers
 * (E2E_SEGMENTATION_BUILT_ON, which workers inherit), so a run that crosses midnight in Bahia still
 * rebuilds exactly the rows the server holds; the spec then counts them as of the server's today.
 */
export const BUILT_ON = process.env.E2E_SEGMENTATION_BUILT_ON || bahiaToday();

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
/** The day `days` days before BUILT_ON. */
const daysAgo = (days: number) => addDays(BUILT_ON, -days);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A birth date `years` years before the day `shift` days from today: shift 0 turns `years` today,
 * shift 1 turns `years` tomorrow (still `years` − 1 today). A 29 February that the birth year lacks
 * becomes 28 February (shift ≤ 0) or 1 March (shift > 0), keeping the age on the intended side.
 */
function birthFor(years: number, shift: number): string {
  const day = addDays(BUILT_ON, shift);
  const year = Number(day.slice(0, 4)) - years;
  const monthDay = day.slice(5) === '02-29' && !isLeap(year) ? (shift > 0 ? '03-01' : '02-28') : day.slice(5);
  return `${year}-${monthDay}`;
}

export const BEBIDAS = 'Bebidas';

export const SEGMENTATION_PRODUCTS: ProductRow[] = [
  { sku: 'SEG-REFRI', ean: '7891000100011', name: 'Refrigerante Cola 2L', department: BEBIDAS, category: 'Refrigerantes', measure: 'un', is_weightable: false, price: 9.99 },
  { sku: 'SEG-SUCO', ean: '7891000100028', name: 'Suco de Uva Integral 1L', department: BEBIDAS, category: 'Sucos', measure: 'un', is_weightable: false, price: 14.5 },
  { sku: 'SEG-CERVEJA', ean: '7891000100035', name: 'Cerveja Pilsen Lata 350ml', department: BEBIDAS, category: 'Cervejas', measure: 'un', is_weightable: false, price: 4.29 },
  { sku: 'SEG-ARROZ', ean: '7891000100042', name: 'Arroz Parboilizado 5kg', department: 'Mercearia', category: 'Grãos', measure: 'un', is_weightable: false, price: 24.9 },
  { sku: 'SEG-TOMATE', ean: '2000000100016', name: 'Tomate Italiano', department: 'Hortifruti', category: 'Legumes', measure: 'kg', is_weightable: true, price: 8.99 },
  { sku: 'SEG-SABAO', ean: '7891000100059', name: 'Sabão em Pó 1kg', department: 'Limpeza', category: 'Lavanderia', measure: 'un', is_weightable: false, price: 15.9 },
];

type Item = TicketRow['items'][number];
const REFRI = (quantity = 1): Item => ['SEG-REFRI', quantity, 9.99, 0];
const SUCO = (quantity = 1): Item => ['SEG-SUCO', quantity, 14.5, 0];
const CERVEJA = (quantity = 6): Item => ['SEG-CERVEJA', quantity, 4.29, 0];
const ARROZ = (quantity = 1): Item => ['SEG-ARROZ', quantity, 24.9, 0];
const TOMATE = (kg = 1): Item => ['SEG-TOMATE', kg, 8.99, 0];
const SABAO = (quantity = 1): Item => ['SEG-SABAO', quantity, 15.9, 0];

const FEIRA = { city: 'Feira de Santana', neighborhoods: ['Kalilândia', 'Tomba', 'Centro'], lat: -12.2664, lng: -38.9663 };

const consumers: CustomerRow[] = [];
const tickets: TicketRow[] = [];
const OPERATORS = { '1': ['111', 'Luana Brito'], '2': ['211', 'Otávio Rangel'], '3': ['311', 'Sueli Campos'] } as const;

/** One ticket at noon (Bahia) `days` days ago, at a store. */
function buy(document: string | null, days: number, items: Item[], unit: '1' | '2' | '3' = '1'): void {
  const day = daysAgo(days);
  tickets.push({
    ticket_id: `SEG-${pad(tickets.length + 1, 4)}`,
    unit_id_erp: unit,
    document_no: document,
    created_at: `${day}T12:00:00-03:00`,
    day,
    items,
    operator_id: OPERATORS[unit][0],
    operator_name: OPERATORS[unit][1],
  });
}

interface PersonSpec {
  name: string;
  gender: 'F' | 'M' | 'U';
  birth: string | null;
  /** registered this many days ago */
  registered?: number;
  company?: boolean;
}

/** A registered consumer of Mais Feira; returns the document. */
function person({ name, gender, birth, registered = 420, company = false }: PersonSpec): string {
  const i = consumers.length;
  const document = company ? cnpj(`5${pad(i, 3)}7788000${pad(i % 10, 1)}`.slice(0, 12)) : cpf(`8${pad(i, 3)}456${pad((i * 7) % 100)}`);
  const createdDay = daysAgo(registered);
  consumers.push({
    document_no: document,
    person_type: company ? 'J' : 'F',
    name,
    created_at: `${createdDay}T09:00:00-03:00`,
    createdDay,
    unit_id_erp: String(1 + (i % 3)),
    gender,
    birth_date: birth,
    email: `${name.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().replace(/[^a-z]+/g, '.')}@exemplo.com.br`,
    phone: `7599${pad(i, 3)}${pad((i * 37) % 10000, 4)}`,
    address: {
      postal_code: `44${pad(i, 3)}100`,
      street: `Rua ${['das Flores', 'Sergipe', 'Barão de Cotegipe'][i % 3]}`,
      number: String(20 + i),
      neighborhood: FEIRA.neighborhoods[i % 3],
      city_name: FEIRA.city,
      federative_unit: 'BA',
      latitude: Math.round((FEIRA.lat + ((i % 7) - 3) * 0.003) * 1e6) / 1e6,
      longitude: Math.round((FEIRA.lng + ((i % 5) - 2) * 0.003) * 1e6) / 1e6,
    },
    opt_in: { sms: i % 2 === 0, email: true, whatsapp: i % 3 !== 0, push: false },
  });
  return document;
}

/** Weekly purchases (8, 15, …, 85 days ago): always inside the default RFV analysis's latest week, which ends 1–7 days ago. */
function weekly(document: string, items: Item[], unit: '1' | '2' | '3'): void {
  for (let week = 0; week < 12; week++) buy(document, 8 + 7 * week, items, unit);
}

// --- women aged 25–34 today with a loyalty Bebidas purchase in the last 90 days (the group) ------------
// turns 25 today; bought a soda yesterday (and rice long ago)
const larissa = person({ name: 'Larissa Andrade', gender: 'F', birth: birthFor(25, 0) });
buy(larissa, 1, [REFRI(2)], '1');
buy(larissa, 200, [ARROZ()], '1');
// 34 until tomorrow; bought juice 89 days ago, the first day of "the last 90 days"
const mariana = person({ name: 'Mariana Costa', gender: 'F', birth: birthFor(35, 1) });
buy(mariana, 89, [SUCO(), TOMATE(0.8)], '2');
const natalia = person({ name: 'Natália Rocha', gender: 'F', birth: birthFor(30, -40) });
buy(natalia, 45, [SUCO(2)], '3');
buy(natalia, 120, [SUCO(), ARROZ()], '3');
// buys every week, beer included: a champion and in the group (the overlap)
const patricia = person({ name: 'Patrícia Lopes', gender: 'F', birth: birthFor(27, -100) });
weekly(patricia, [CERVEJA(12), ARROZ(2), TOMATE(1.5)], '1');
const renata = person({ name: 'Renata Dias', gender: 'F', birth: birthFor(32, -7) });
buy(renata, 10, [CERVEJA(6), SABAO()], '2');

// --- women aged 25–34 today who are not in the group --------------------------------------------------
// juice 90 days ago: the day before the window
const sabrina = person({ name: 'Sabrina Melo', gender: 'F', birth: birthFor(29, -3) });
buy(sabrina, 90, [SUCO()], '1');
buy(sabrina, 20, [ARROZ()], '1');
// groceries lately; her drinks were 150 days ago
const tatiane = person({ name: 'Tatiane Freitas', gender: 'F', birth: birthFor(31, -200) });
buy(tatiane, 150, [REFRI()], '2');
buy(tatiane, 25, [ARROZ(), TOMATE(1.2)], '2');
buy(tatiane, 6, [SABAO(2)], '2');
// bought beer 30 days ago, registered 20 days ago: that ticket is not a loyalty ticket
const vanessa = person({ name: 'Vanessa Pinto', gender: 'F', birth: birthFor(28, -15), registered: 20 });
buy(vanessa, 30, [CERVEJA(12)], '3');
buy(vanessa, 5, [ARROZ()], '3');
// registered, never bought
person({ name: 'Yasmin Prado', gender: 'F', birth: birthFor(26, -60), registered: 30 });

// --- women outside 25–34, a woman without birth date ----------------------------------------------------
// turns 35 today
const aline = person({ name: 'Aline Moura', gender: 'F', birth: birthFor(35, 0) });
buy(aline, 5, [REFRI(), SUCO()], '1');
// 24 until tomorrow
const bianca = person({ name: 'Bianca Reis', gender: 'F', birth: birthFor(25, 1) });
buy(bianca, 5, [CERVEJA(6)], '2');
// 52, buys every week: a champion outside the group
const claudia = person({ name: 'Cláudia Nunes', gender: 'F', birth: birthFor(52, -30) });
weekly(claudia, [SUCO(2), ARROZ(2), SABAO()], '2');
const debora = person({ name: 'Débora Sales', gender: 'F', birth: null });
buy(debora, 15, [REFRI(3)], '3');
const eliane = person({ name: 'Eliane Araújo', gender: 'F', birth: birthFor(68, -90) });
buy(eliane, 60, [SUCO()], '1');
// more than 12 months ago: outside the RFV window too
buy(eliane, 400, [ARROZ(3)], '1');

// --- men, unknown gender, a company ---------------------------------------------------------------------
const fernando = person({ name: 'Fernando Lima', gender: 'M', birth: birthFor(30, -10) });
buy(fernando, 3, [CERVEJA(12)], '2');
const gabriel = person({ name: 'Gabriel Souza', gender: 'M', birth: birthFor(33, -50) });
weekly(gabriel, [CERVEJA(12), ARROZ(), TOMATE(2)], '3');
const igor = person({ name: 'Igor Santana', gender: 'M', birth: birthFor(45, -120) });
weekly(igor, [ARROZ(3), SABAO(2)], '1');
const jordan = person({ name: 'Jordan Alves', gender: 'U', birth: birthFor(29, -5) });
buy(jordan, 12, [REFRI(2)], '2');
const bar = person({ name: 'Bar do Zé Ltda', gender: 'U', birth: null, company: true });
weekly(bar, [CERVEJA(48), REFRI(12)], '3');

// --- occasional buyers: one to three purchases, mostly long ago; drinks only before the window -----------
const GENDERS = ['F', 'M', 'F', 'U', 'M'] as const;
const AGES = [22, 27, 38, 31, 47, 59, 33, 71] as const;
const FIRST = ['Beatriz', 'Caio', 'Denise', 'Alex', 'Eduardo', 'Fabiana', 'Hugo', 'Irene', 'Júlia', 'Kléber'];
for (let j = 0; j < 20; j++) {
  const gender = GENDERS[j % 5];
  const document = person({ name: `${FIRST[j % 10]} ${['Teles', 'Vieira'][Math.floor(j / 10)]}`, gender, birth: j % 9 === 8 ? null : birthFor(AGES[j % 8], -(11 * j + 2)) });
  const unit = String(1 + (j % 3)) as '1' | '2' | '3';
  buy(document, 100 + 12 * j, j % 2 === 0 ? [REFRI(), ARROZ()] : [TOMATE(1 + (j % 4) * 0.25), SABAO()], unit);
  if (j % 3 === 0) buy(document, 20 + 3 * j, [ARROZ(), TOMATE(0.5)], unit);
  if (j % 4 === 1) buy(document, 95 + j, [SUCO()], unit);
}

// --- tickets without a consumer of the account: anonymous, and a CPF that is not registered ----------------
buy(null, 4, [CERVEJA(24)], '1');
buy(cpf('912345670'), 7, [REFRI(2)], '2');

/** The rows of the chain: products, consumers and tickets. */
export const SEGMENTATION_CHAIN: Omit<ChainData, 'consumers'> & { consumers: CustomerRow[] } = { products: SEGMENTATION_PRODUCTS, consumers, tickets };

/**
 * Everything the suite loads into Mais Feira: this chain and the price-range spec's coffees
 * (priceRangesDataset.ts). The scenario's RFV clusters are computed over all of it, as the server
 * scores every consumer of the account; the coffee clients have no gender or birth date and never
 * buy Bebidas, so they can only change who the champions are.
 */
export const MAIS_FEIRA_CHAIN: ChainData = {
  products: [...SEGMENTATION_CHAIN.products, ...PRICE_RANGE_CHAIN.products],
  consumers: [...SEGMENTATION_CHAIN.consumers, ...PRICE_RANGE_CHAIN.consumers],
  tickets: [...SEGMENTATION_CHAIN.tickets, ...PRICE_RANGE_CHAIN.tickets],
};
