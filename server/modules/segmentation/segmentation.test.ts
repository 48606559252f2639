import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { rfvClusterOf, RFV_CLUSTERS } from '../customer-rfv';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { withSalesFixture } from '../../testing/salesFixture';
import type { EvaluationScope } from './compile';
import { parseDefinition, type SegmentCriterion } from './definition';
import { countSegment, countSegmentWithRfv, segmentMembers } from './evaluate';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const TODAY = '2026-03-31';

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}
const cpf = (nine: string) => {
  const first = checkDigit(nine, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${nine}${first}${checkDigit(`${nine}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};
const cnpj = (twelve: string) => {
  const first = checkDigit(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${twelve}${first}${checkDigit(`${twelve}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};

const PRODUCTS = [
  { sku: 'CERV', name: 'Cerveja', department: 'Bebidas', category: 'Cervejas', is_weightable: false },
  { sku: 'REFRI', name: 'Refrigerante', department: 'Bebidas', category: 'Refrigerantes', is_weightable: false },
  { sku: 'ARROZ', name: 'Arroz', department: 'Mercearia', category: 'Grãos', is_weightable: false },
];
const PRICE: Record<string, number> = { CERV: 5, REFRI: 8, ARROZ: 20 };

interface Ticket {
  id: string;
  day: string;
  unit: string;
  items: { sku: string; quantity: number }[];
}
interface Person {
  doc: string;
  personType: 'F' | 'J';
  gender: 'F' | 'M' | 'U';
  birth: string | null;
  registered: string;
  unit: string;
  city: string;
  neighborhood: string;
  uf: string;
  email: string | null;
  phone: string | null;
  optIn: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean };
  position: [number, number] | null;
  tickets: Ticket[];
}

const CITIES = ['Salvador', 'SALVADOR', 'Camaçari', 'camacari', 'Feira de Santana'];
const NEIGHBORHOODS = ['Pituba', 'Itapuã', 'itapua', 'Centro'];
const UFS = ['BA', 'ba', 'SE'];
const DAYS = ['2026-03-30', '2026-03-10', '2026-02-01', '2026-01-05', '2025-11-20', '2025-10-01', '2025-06-15', '2025-03-01'];
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 30 consumers whose attributes and purchases vary with their index (plus one registered after today). */
const PEOPLE: Person[] = Array.from({ length: 31 }, (_, i) => {
  const company = i % 11 === 10;
  const tickets: Ticket[] = [];
  // every 6th never buys; the others buy 1 to 4 times on days of DAYS
  if (i % 6 !== 5) {
    for (let k = 0; k <= i % 4; k++) {
      const day = DAYS[(i + k * 3) % DAYS.length];
      const items = [{ sku: ['CERV', 'REFRI', 'ARROZ'][(i + k) % 3], quantity: 1 + ((i + k) % 3) }];
      if ((i + k) % 5 === 0) items.push({ sku: 'ARROZ', quantity: 2 });
      tickets.push({ id: `T${i}-${k}`, day, unit: String(1 + ((i + k) % 3)), items });
    }
  }
  // person 7 bought before registering: a non-loyalty ticket that no criterion counts
  const registered = i === 30 ? '2026-04-05' : i === 7 ? '2026-01-01' : addDays('2024-01-01', i * 20);
  if (i === 7) tickets.push({ id: 'T7-before', day: '2025-12-20', unit: '1', items: [{ sku: 'CERV', quantity: 5 }] });
  return {
    doc: company ? cnpj(`12${String(345678 + i).padStart(6, '0')}0001`) : cpf(String(100000000 + i * 7919).slice(0, 9)),
    personType: company ? 'J' : 'F',
    gender: (['F', 'M', 'U'] as const)[i % 3],
    birth: i % 5 === 4 ? null : `${1960 + ((i * 7) % 45)}-${String(1 + (i % 12)).padStart(2, '0')}-${i % 2 ? '15' : '31'.replace('31', '28')}`,
    registered,
    unit: String(1 + (i % 2)),
    city: CITIES[i % CITIES.length],
    neighborhood: NEIGHBORHOODS[i % NEIGHBORHOODS.length],
    uf: UFS[i % UFS.length],
    email: i % 4 === 3 ? null : `pessoa${i}@exemplo.com.br`,
    phone: i % 3 === 2 ? `7133${String(100000 + i).slice(0, 6)}` : `7198${String(7000000 + i).slice(0, 7)}`,
    optIn: { sms: i % 2 === 0, email: i % 3 !== 0, whatsapp: i % 4 !== 3, push: i % 5 === 0 },
    position: i % 7 === 6 ? null : [-12.9 - i * 0.01, -38.4 - i * 0.005],
    tickets,
  };
});

const consumers = PEOPLE.map((person) => ({
  document_no: person.doc,
  person_type: person.personType,
  name: `Pessoa ${person.doc}`,
  created_at: `${person.registered}T09:00:00-03:00`,
  unit_id_erp: person.unit,
  gender: person.gender,
  birth_date: person.birth,
  email: person.email,
  phone: person.phone,
  address: {
    city_name: person.city,
    neighborhood: person.neighborhood,
    federative_unit: person.uf,
    ...(person.position ? { latitude: person.position[0], longitude: person.position[1] } : {}),
  },
  opt_in: person.optIn,
}));

const sales = PEOPLE.flatMap((person) =>
  person.tickets.map((ticket) => {
    const items = ticket.items.map((item) => ({ sku: item.sku, quantity: item.quantity, unit_price: PRICE[item.sku], total: PRICE[item.sku] * item.quantity }));
    return {
      ticket_id: ticket.id,
      unit_id_erp: ticket.unit,
      operator_id: '1',
      operator_name: 'Op',
      document_no: person.doc,
      created_at: `${ticket.day}T12:00:00-03:00`,
      total: items.reduce((sum, item) => sum + item.total, 0),
      items,
    };
  }),
);

// --- the test's own model of every criterion ------------------------------------------------------

const population = PEOPLE.filter((person) => person.registered <= TODAY);
const loyaltyTickets = (person: Person) => person.tickets.filter((ticket) => ticket.day >= person.registered && ticket.day <= TODAY);
const ticketTotal = (ticket: Ticket) => ticket.items.reduce((sum, item) => sum + PRICE[item.sku] * item.quantity, 0);
const plain = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().trim();
const inWindow = (day: string, from: string, to: string) => day >= from && day <= to;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
function ageOf(birth: string): number {
  const [y, m, d] = birth.split('-').map(Number);
  const [ty, tm, td] = TODAY.split('-').map(Number);
  return ty - y - (tm * 100 + td < m * 100 + d ? 1 : 0);
}
function lastPurchase(person: Person): string | null {
  const days = loyaltyTickets(person).map((ticket) => ticket.day).sort();
  return days.length ? days[days.length - 1] : null;
}
function statusOf(person: Person): string {
  const last = lastPurchase(person);
  if (!last) return 'never_bought';
  const ago = daysBetween(last, TODAY);
  if (ago < 60) return 'actives';
  if (ago < 120) return 'recent_inactives';
  if (ago < 180) return 'at_risk';
  return 'losses';
}
const mobile = (phone: string | null) => phone !== null && phone.length === 11 && phone[2] === '9';
const validEmail = (email: string | null) => email !== null && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(email);
const windowed = (person: Person, from: string, to: string) => loyaltyTickets(person).filter((ticket) => inWindow(ticket.day, from, to));
const WINDOW = { from: '2025-10-01', to: '2026-03-10' };
const LAST_90 = { from: addDays(TODAY, -89), to: TODAY };

type Case = [name: string, criterion: Omit<SegmentCriterion, 'negate'>, matches: (person: Person) => boolean];
const CASES: Case[] = [
  ['gender', { key: 'gender', values: ['F', 'U'] }, (p) => p.gender === 'F' || p.gender === 'U'],
  ['age', { key: 'age', min: 25, max: 45 }, (p) => p.birth !== null && ageOf(p.birth) >= 25 && ageOf(p.birth) <= 45],
  ['person_type', { key: 'person_type', values: ['J'] }, (p) => p.personType === 'J'],
  ['city (accents and case ignored)', { key: 'city', values: ['CAMAÇARI'] }, (p) => plain(p.city) === 'camacari'],
  ['neighborhood', { key: 'neighborhood', values: ['Itapuã', 'centro'] }, (p) => ['itapua', 'centro'].includes(plain(p.neighborhood))],
  ['federative_unit', { key: 'federative_unit', values: ['BA'] }, (p) => plain(p.uf) === 'ba'],
  ['registration_unit', { key: 'registration_unit', values: ['2'] }, (p) => p.unit === '2'],
  ['registered_between', { key: 'registered_between', from: '2024-03-01', to: '2024-12-31' }, (p) => inWindow(p.registered, '2024-03-01', '2024-12-31')],
  ['registered_between last_days', { key: 'registered_between', last_days: 400 }, (p) => inWindow(p.registered, addDays(TODAY, -399), TODAY)],
  ['birthday_month', { key: 'birthday_month', values: [3, 4, 12] }, (p) => p.birth !== null && [3, 4, 12].includes(Number(p.birth.slice(5, 7)))],
  ['activity_status', { key: 'activity_status', values: ['actives', 'at_risk'] }, (p) => ['actives', 'at_risk'].includes(statusOf(p))],
  ['activity_status never_bought and losses', { key: 'activity_status', values: ['never_bought', 'losses'] }, (p) => ['never_bought', 'losses'].includes(statusOf(p))],
  ['recency_days', { key: 'recency_days', min: 20, max: 200 }, (p) => lastPurchase(p) !== null && daysBetween(lastPurchase(p)!, TODAY) >= 20 && daysBetween(lastPurchase(p)!, TODAY) <= 200],
  ['frequency (min 2)', { key: 'frequency', min: 2, ...WINDOW }, (p) => windowed(p, WINDOW.from, WINDOW.to).length >= 2],
  ['frequency (max 1: no ticket matches too)', { key: 'frequency', max: 1, ...WINDOW }, (p) => windowed(p, WINDOW.from, WINDOW.to).length <= 1],
  ['total_spent', { key: 'total_spent', min: 30, max: 80, ...WINDOW }, (p) => {
    const spent = windowed(p, WINDOW.from, WINDOW.to).reduce((sum, t) => sum + ticketTotal(t), 0);
    return spent >= 30 && spent <= 80;
  }],
  ['average_ticket', { key: 'average_ticket', min: 20, ...WINDOW }, (p) => {
    const tickets = windowed(p, WINDOW.from, WINDOW.to);
    return tickets.length > 0 && tickets.reduce((sum, t) => sum + ticketTotal(t), 0) / tickets.length >= 20;
  }],
  ['purchased department (last 90 days)', { key: 'purchased', department: ['Bebidas'], last_days: 90 }, (p) =>
    windowed(p, LAST_90.from, LAST_90.to).some((t) => t.items.some((item) => item.sku !== 'ARROZ'))],
  ['purchased category with min_quantity', { key: 'purchased', category: ['Grãos'], min_quantity: 4, ...WINDOW }, (p) =>
    windowed(p, WINDOW.from, WINDOW.to).flatMap((t) => t.items).filter((item) => item.sku === 'ARROZ').reduce((sum, item) => sum + item.quantity, 0) >= 4],
  ['purchased sku', { key: 'purchased', sku: ['REFRI'], ...WINDOW }, (p) => windowed(p, WINDOW.from, WINDOW.to).some((t) => t.items.some((item) => item.sku === 'REFRI'))],
  ['purchased_in_unit', { key: 'purchased_in_unit', values: ['3'], ...WINDOW }, (p) => windowed(p, WINDOW.from, WINDOW.to).some((t) => t.unit === '3')],
  ['channel_opt_in sms (valid mobile)', { key: 'channel_opt_in', channel: 'sms' }, (p) => p.optIn.sms && mobile(p.phone)],
  ['channel_opt_in email (valid e-mail)', { key: 'channel_opt_in', channel: 'email' }, (p) => p.optIn.email && validEmail(p.email)],
  ['channel_opt_in whatsapp', { key: 'channel_opt_in', channel: 'whatsapp' }, (p) => p.optIn.whatsapp && mobile(p.phone)],
  ['channel_opt_in push', { key: 'channel_opt_in', channel: 'push' }, (p) => p.optIn.push],
];

describe('segment evaluation over the processed per-consumer data', () => {
  const fixture = withSalesFixture(ACCOUNT, { products: PRODUCTS, consumers, sales }, { start: '2025-01-01', end: TODAY });
  const scope = (seed = ''): EvaluationScope => ({ accountId: ACCOUNT, run: fixture.run, today: TODAY, criteria: DEFAULT_RECENCY_CRITERIA, seed });
  const count = (definition: unknown, seed = '') => countSegment(fixture.server.stores.ch, parseDefinition(definition), scope(seed));
  const one = (criterion: object) => ({ groups: [{ operator: 'AND', criteria: [criterion] }], operator: 'OR' });

  it('the population is the registered consumers (one registered after today is left out)', async () => {
    expect(await count(one({ key: 'gender', values: ['F', 'M', 'U'] }))).toBe(population.length);
    expect(population.length).toBe(PEOPLE.length - 1);
  });

  it.each(CASES)('%s: matches the consumers the test counts, and negate the rest', async (_name, criterion, matches) => {
    const expected = population.filter(matches).length;
    // a case that matched nobody or everybody would not tell a working criterion from a broken one
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(population.length);
    expect(await count(one(criterion))).toBe(expected);
    expect(await count(one({ ...criterion, negate: true }))).toBe(population.length - expected);
  });

  it('rfv_cluster: the clusters of the default analysis, latest period (and negate)', async () => {
    const clusters = await rfvClusterOf(fixture.server.stores.ch, ACCOUNT, population.map((p) => p.doc));
    const [cluster] = RFV_CLUSTERS.filter((name) => [...clusters.values()].includes(name));
    expect(cluster).toBeDefined();
    const expected = population.filter((p) => clusters.get(p.doc) === cluster).length;
    expect(await count(one({ key: 'rfv_cluster', values: [cluster] }))).toBe(expected);
    expect(await count(one({ key: 'rfv_cluster', values: [cluster], negate: true }))).toBe(population.length - expected);
    const withRfv = await countSegmentWithRfv(fixture.server.stores.ch, parseDefinition(one({ key: 'gender', values: ['F', 'M', 'U'] })), scope());
    for (const name of RFV_CLUSTERS) expect(withRfv.rfv[name]).toBe(population.filter((p) => clusters.get(p.doc) === name).length);
  });

  it('AND/OR inside groups, the top-level operator and nesting', async () => {
    const [gender, age, , city, , , unit] = CASES.map((c) => c[1]);
    const [g, a, , c, , , u] = CASES.map((c) => c[2]);
    const and = { groups: [{ operator: 'AND', criteria: [gender, age] }], operator: 'OR' };
    expect(await count(and)).toBe(population.filter((p) => g(p) && a(p)).length);
    const or = { groups: [{ operator: 'OR', criteria: [gender, age] }], operator: 'AND' };
    expect(await count(or)).toBe(population.filter((p) => g(p) || a(p)).length);
    const nested = {
      groups: [
        { operator: 'AND', criteria: [gender, { ...age, negate: true }] },
        { operator: 'OR', criteria: [city, unit] },
      ],
      operator: 'OR',
    };
    expect(await count(nested)).toBe(population.filter((p) => (g(p) && !a(p)) || c(p) || u(p)).length);
    expect(await count({ ...nested, operator: 'AND' })).toBe(population.filter((p) => g(p) && !a(p) && (c(p) || u(p))).length);
  });

  it('gender and age written as plain comparisons: every gender subset, ranges open on either side', async () => {
    const genders: string[][] = [['F'], ['M'], ['U'], ['F', 'M'], ['M', 'U'], ['F', 'M', 'U']];
    for (const values of genders) {
      expect([values, await count(one({ key: 'gender', values }))]).toEqual([values, population.filter((p) => values.includes(p.gender)).length]);
    }
    const ages: [number | undefined, number | undefined][] = [[0, undefined], [undefined, 40], [40, undefined], [30, 30], [0, 200]];
    for (const [min, max] of ages) {
      const expected = population.filter((p) => p.birth !== null && (min === undefined || ageOf(p.birth) >= min) && (max === undefined || ageOf(p.birth) <= max)).length;
      expect([min, max, await count(one({ key: 'age', min, max }))]).toEqual([min, max, expected]);
    }
    // no range at all is no condition (everyone, with or without a birth date), as it always was
    expect(await count(one({ key: 'age' }))).toBe(population.length);
  });

  it('groups mixing row, set and purchase-day criteria in any order (evaluated cheapest first) give the same members', async () => {
    const pick = (name: string) => CASES.find((c) => c[0] === name)!;
    const [minQuantity, gender, spent, age, unit, city, average, sms] = [
      'purchased category with min_quantity',
      'gender',
      'total_spent',
      'age',
      'purchased_in_unit',
      'city (accents and case ignored)',
      'average_ticket',
      'channel_opt_in sms (valid mobile)',
    ].map(pick);
    const groups = [
      { operator: 'AND', criteria: [minQuantity[1], gender[1], { ...spent[1], negate: true }, age[1]] },
      { operator: 'AND', criteria: [unit[1], city[1]] },
      { operator: 'OR', criteria: [average[1], { ...sms[1], negate: true }] },
    ];
    const inGroup = [
      (p: Person) => minQuantity[2](p) && gender[2](p) && !spent[2](p) && age[2](p),
      (p: Person) => unit[2](p) && city[2](p),
      (p: Person) => average[2](p) || !sms[2](p),
    ];
    const either = population.filter((p) => inGroup.some((matches) => matches(p))).length;
    const all = population.filter((p) => inGroup.every((matches) => matches(p))).length;
    expect(either).toBeGreaterThan(all);
    expect(await count({ groups, operator: 'OR' })).toBe(either);
    expect(await count({ groups, operator: 'AND' })).toBe(all);
    const andFirst = population.filter((p) => inGroup[0](p)).length;
    expect(andFirst).toBeGreaterThan(0);
    expect(await count({ groups: [groups[0]], operator: 'OR' })).toBe(andFirst);
    // count_with_rfv on the same definition: the size and each cluster of its members
    const clusters = await rfvClusterOf(fixture.server.stores.ch, ACCOUNT, population.map((p) => p.doc));
    const withRfv = await countSegmentWithRfv(fixture.server.stores.ch, parseDefinition({ groups, operator: 'OR' }), scope());
    expect(withRfv.count).toBe(either);
    expect(withRfv.unlimited_count).toBe(either);
    const members = population.filter((p) => inGroup.some((matches) => matches(p)));
    for (const name of RFV_CLUSTERS) expect([name, withRfv.rfv[name]]).toEqual([name, members.filter((p) => clusters.get(p.doc) === name).length]);
  });

  it('ignores an empty group, and a first group without criteria makes the size 0', async () => {
    const gender = CASES[0][1];
    const expected = population.filter(CASES[0][2]).length;
    expect(await count({ groups: [{ operator: 'AND', criteria: [gender] }, { operator: 'OR', criteria: [] }], operator: 'AND' })).toBe(expected);
    expect(await count({ groups: [{ operator: 'AND', criteria: [] }, { operator: 'OR', criteria: [gender] }], operator: 'OR' })).toBe(0);
    expect(await count({ groups: [], operator: 'OR' })).toBe(0);
  });

  describe('the limiter', () => {
    const everyone = { key: 'gender', values: ['F', 'M', 'U'] };
    const limited = (order: string, max = 5) => ({ ...one(everyone), limiter: { max_clients: max, order } });
    const members = (definition: unknown, seed = '') => segmentMembers(fixture.server.stores.ch, parseDefinition(definition), scope(seed));

    it('keeps max_clients: the size is capped, count_with_rfv reports the unlimited size', async () => {
      expect(await count(limited('revenue_desc'))).toBe(5);
      const withRfv = await countSegmentWithRfv(fixture.server.stores.ch, parseDefinition(limited('random')), scope('seg-1'));
      expect(withRfv).toMatchObject({ count: 5, unlimited_count: population.length });
      expect(Object.values(withRfv.rfv).reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(5);
    });

    it('revenue_desc keeps the biggest spenders of the last 12 months', async () => {
      const yearAgo = '2025-03-31';
      const revenue = (p: Person) => loyaltyTickets(p).filter((t) => t.day > yearAgo).reduce((sum, t) => sum + ticketTotal(t), 0);
      const expected = [...population].sort((a, b) => revenue(b) - revenue(a) || a.doc.localeCompare(b.doc)).slice(0, 5).map((p) => p.doc).sort();
      expect(await members(limited('revenue_desc'))).toEqual(expected);
    });

    it('recency_asc keeps the most recent buyers', async () => {
      const expected = [...population]
        .sort((a, b) => (lastPurchase(b) ?? '').localeCompare(lastPurchase(a) ?? '') || a.doc.localeCompare(b.doc))
        .slice(0, 5)
        .map((p) => p.doc)
        .sort();
      expect(await members(limited('recency_asc'))).toEqual(expected);
    });

    it('random is seeded by the segment: the same segment keeps the same people, another one differs', async () => {
      const first = await members(limited('random', 8), 'segment-a');
      expect(first).toHaveLength(8);
      expect(await members(limited('random', 8), 'segment-a')).toEqual(first);
      expect(await members(limited('random', 8), 'segment-b')).not.toEqual(first);
    });
  });
});
