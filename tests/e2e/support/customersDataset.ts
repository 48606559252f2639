/**
 * The customers of the suite's own chain (issue 8: Clientes pages), added to Supermercados Bom Preço
 * next to the sales rows of salesDataset.ts, which concatenates them into its CONSUMERS and TICKETS
 * (so every figure of the other pages is computed over them too).
 *
 * Deterministic by construction — no randomness — so a spec can compute any figure from these rows:
 * 64 people and 6 companies, registered one a month from April 2025 to March 2026 (the twelve
 * cohorts of /clientes/retencao as of 31/03/2026), with known genders, ages at 31/03/2026 (one of
 * each band, "Não informado" for no birth date and for an age below 18), four cities with two
 * neighbourhoods each, positions around their city, opt-ins per channel, and purchases that come back
 * on a pattern per person, so cohorts, activity clusters and RFV clusters all differ. Women buy
 * produce, men buy meat, everyone buys rice: the interests pages get clear indices, and the women's
 * group has more than 30 buyers (an index is shown only from 30).
 */
import type { ConsumerRow, TicketRow } from './salesDataset';

/** A consumer's extra registration data (contracts/sales-ingestion.md). */
export interface CustomerProfile {
  gender: 'F' | 'M' | 'U';
  birth_date: string | null;
  email: string | null;
  phone: string | null;
  address: {
    postal_code: string;
    street: string;
    number: string;
    neighborhood: string;
    city_name: string;
    federative_unit: string;
    latitude: number;
    longitude: number;
  };
  opt_in: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean };
}

export type CustomerRow = ConsumerRow & CustomerProfile;

/** The reference date the customer pages are opened at (PERIOD's end). */
export const CUSTOMERS_REFERENCE = '2026-03-31';

const digits = (base: string, weights: number[]) => {
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};
/** A valid CPF from nine digits. */
export function cpf(nine: string): string {
  const first = digits(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digits(`${nine}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${nine}${first}${second}`;
}
/** A valid CNPJ from twelve digits. */
export function cnpj(twelve: string): string {
  const first = digits(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digits(`${twelve}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${twelve}${first}${second}`;
}

export const CITIES = [
  { city: 'Salvador', neighborhoods: ['Pituba', 'Itapuã'], lat: -12.9777, lng: -38.5016 },
  { city: 'Lauro de Freitas', neighborhoods: ['Vilas do Atlântico', 'Ipitanga'], lat: -12.8944, lng: -38.3272 },
  { city: 'Camaçari', neighborhoods: ['Centro', 'Gleba A'], lat: -12.6996, lng: -38.3263 },
  { city: 'Feira de Santana', neighborhoods: ['Kalilândia', 'Tomba'], lat: -12.2664, lng: -38.9663 },
] as const;

const GENDERS = ['F', 'F', 'F', 'F', 'F', 'M', 'M', 'U'] as const;
/** Age at 31/03/2026 per person (null: no birth date; 15: outside 18–110, "Não informado" too). */
const AGES = [21, 30, 39, 50, 60, 70, null, 15] as const;
const FIRST_NAMES = ['Alice', 'Bruna', 'Carla', 'Daniela', 'Elaine', 'Gustavo', 'Henrique', 'Kim'];
const SURNAMES = ['Barbosa', 'Cardoso', 'Ferreira', 'Gomes', 'Matos', 'Oliveira', 'Pereira', 'Teixeira'];

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
/** The month `offset` months after April 2025, as YYYY-MM. */
const monthFrom = (offset: number) => {
  const index = 3 + offset; // April 2025 = month index 3 of 2025
  return `${2025 + Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
};
const LAST_OFFSET = 11; // March 2026

const people: CustomerRow[] = [];
const companies: CustomerRow[] = [];
const tickets: TicketRow[] = [];
const OPERATORS = { '1': ['101', 'Joana Alves'], '2': ['201', 'Rita Santos'], '3': ['301', 'Marcos Dias'] } as const;

function ticket(id: string, unit: '1' | '2' | '3', document: string, day: string, items: TicketRow['items']): TicketRow {
  return {
    ticket_id: id,
    unit_id_erp: unit,
    document_no: document,
    created_at: `${day}T15:00:00-03:00`,
    day,
    items,
    operator_id: OPERATORS[unit][0],
    operator_name: OPERATORS[unit][1],
  };
}

for (let i = 0; i < 64; i++) {
  const gender = GENDERS[i % 8];
  const age = AGES[(i * 3) % 8];
  const place = CITIES[i % 4];
  const neighborhood = place.neighborhoods[Math.floor(i / 4) % 2];
  const cohort = i % 12;
  const registered = `${monthFrom(cohort)}-05`;
  const unit = String(1 + (i % 3)) as '1' | '2' | '3';
  const document = cpf(`7${pad(i, 3)}12${pad(i * 7 % 100)}0`.slice(0, 9));
  // birthday on 15/01, so the age at 31/03/2026 is exactly `age`; person 1 turns 31 on 01/04/2026 (still 30)
  const birth = age === null ? null : i === 1 ? `${2026 - age - 1}-04-01` : `${2026 - age}-01-15`;
  people.push({
    document_no: document,
    person_type: 'F',
    name: `${FIRST_NAMES[i % 8]} ${SURNAMES[Math.floor(i / 8)]}`,
    created_at: `${registered}T10:00:00-03:00`,
    createdDay: registered,
    unit_id_erp: unit,
    gender,
    birth_date: birth,
    email: i % 6 === 5 ? null : `cliente${pad(i)}@exemplo.com.br`,
    phone: `7198${pad(i, 3)}${pad(i * 13 % 10000, 4)}`,
    address: {
      postal_code: `41${pad(i, 3)}000`,
      street: `Rua ${SURNAMES[i % 8]}`,
      number: String(10 + i),
      neighborhood,
      city_name: place.city,
      federative_unit: 'BA',
      latitude: Math.round((place.lat + ((i % 7) - 3) * 0.004) * 1e6) / 1e6,
      longitude: Math.round((place.lng + ((i % 5) - 2) * 0.004) * 1e6) / 1e6,
    },
    opt_in: { sms: i % 2 === 0, email: i % 3 !== 0, whatsapp: i % 4 !== 3, push: i % 5 === 0 },
  });
  // every 16th person registers and never buys
  if (i % 16 === 15) continue;
  // comes back k months after the first purchase when (7k + i) is a multiple of (2 + i % 4)
  for (let k = 0; cohort + k <= LAST_OFFSET; k++) {
    if (k > 0 && (7 * k + i) % (2 + (i % 4)) !== 0) continue;
    const day = `${monthFrom(cohort + k)}-${pad(5 + (i % 20))}`;
    const store = String(1 + ((i + k) % 3)) as '1' | '2' | '3';
    const rice: TicketRow['items'][number] = ['E2E-ARROZ', 1 + (i % 3), 27.9, 0];
    const own: TicketRow['items'][number] =
      gender === 'F' ? ['E2E-BANANA', 1 + (i % 4) * 0.25, 6.99, 0] : gender === 'M' ? ['E2E-CARNE', 1 + (i % 5) * 0.5, 39.9, 0] : ['E2E-FEIJAO', 2, 8.49, 0];
    tickets.push(ticket(`E2E-C${pad(i)}-${pad(k)}`, store, document, day, [rice, own]));
  }
}

for (let j = 0; j < 6; j++) {
  const place = CITIES[j % 4];
  const document = cnpj(`4${pad(j, 2)}55666000${pad(j + 1)}`.slice(0, 12));
  const registered = `${monthFrom(j * 2)}-10`;
  companies.push({
    document_no: document,
    person_type: 'J',
    name: `Mercadinho ${SURNAMES[j]} Ltda`,
    created_at: `${registered}T09:00:00-03:00`,
    createdDay: registered,
    unit_id_erp: String(1 + (j % 3)),
    gender: 'U',
    birth_date: null,
    email: `compras${j}@mercadinho.com.br`,
    phone: `7133${pad(j, 2)}0000`,
    address: {
      postal_code: `42${pad(j, 3)}000`,
      street: `Avenida ${SURNAMES[j]}`,
      number: String(100 + j),
      neighborhood: place.neighborhoods[0],
      city_name: place.city,
      federative_unit: 'BA',
      latitude: place.lat + 0.01,
      longitude: place.lng - 0.01,
    },
    opt_in: { sms: true, email: true, whatsapp: j % 2 === 0, push: false },
  });
  for (let k = 0; j * 2 + k <= LAST_OFFSET; k += 1 + (j % 2)) {
    const day = `${monthFrom(j * 2 + k)}-${pad(12 + j)}`;
    tickets.push(
      ticket(`E2E-J${j}-${pad(k)}`, String(1 + ((j + k) % 3)) as '1' | '2' | '3', document, day, [
        ['E2E-ARROZ', 10 + j, 27.9, 0],
        ['E2E-CAFE', 4, 18.9, 0],
      ]),
    );
  }
}

/** The customer rows: people first, then companies. */
export const CUSTOMER_ROWS: CustomerRow[] = [...people, ...companies];
/** Their tickets (April 2025 – March 2026). */
export const CUSTOMER_TICKETS: TicketRow[] = tickets;

/** Age in whole years on a day, or null without a birth date. */
export function ageOn(birth: string | null, day: string): number | null {
  if (!birth) return null;
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** The contract's age band of a consumer on a day. */
export function ageBand(birth: string | null, day: string): string {
  const age = ageOn(birth, day);
  if (age === null || age < 18 || age > 110) return 'Não informado';
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  if (age <= 64) return '55-64';
  return '65+';
}
