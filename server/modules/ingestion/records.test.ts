import { describe, expect, it } from '@jest/globals';
import { checkConsumer, checkProduct, checkSale, checkUnit, type SalesCatalogue } from './records';
import moment from 'moment-timezone';
import { parseInstant } from '../../shared/dates';

const catalogue: SalesCatalogue = {
  hasUnit: (id) => id === '1',
  product: (sku, ean) => {
    if (sku === 'ARROZ' || ean === '7891234567895') return { sku: 'ARROZ', is_weightable: false };
    if (sku === 'BANANA') return { sku: 'BANANA', is_weightable: true };
    return null;
  },
};

const sale = (overrides: Record<string, unknown> = {}) => ({
  ticket_id: 'T1',
  unit_id_erp: '1',
  operator_id: '7',
  operator_name: 'Ana',
  document_no: '52998224725',
  created_at: '2026-03-01T10:00:00-03:00',
  channel: 'store',
  total: 25.5,
  discount: 1,
  items: [
    { sku: 'ARROZ', quantity: 2, unit_price: 10, discount: 1, total: 19 },
    { sku: 'BANANA', quantity: 1.3, unit_price: 5, discount: 0, total: 6.5 },
  ],
  ...overrides,
});

const reasonOf = (result: { ok: boolean; reason?: string }) => (result.ok ? null : result.reason);

describe('times in the data time zone (America/Bahia)', () => {
  it('reads a time without an offset as local time in Bahia', () => {
    const instant = parseInstant('2026-03-01T23:30:00');
    expect(new Date(instant!.epochMs).toISOString()).toBe('2026-03-02T02:30:00.000Z');
    expect(instant!.localDate).toBe('2026-03-01');
    expect(instant!.localHour).toBe(23);
  });

  it('puts a UTC time after 03:00 of the next day on the previous local day before 03:00', () => {
    expect(parseInstant('2026-03-02T02:59:59Z')!.localDate).toBe('2026-03-01');
    expect(parseInstant('2026-03-02T03:00:00Z')!.localDate).toBe('2026-03-02');
  });

  it('honours explicit offsets', () => {
    expect(parseInstant('2026-03-01T10:00:00+01:00')!.localDate).toBe('2026-03-01');
    expect(new Date(parseInstant('2026-03-01T10:00:00+0100')!.epochMs).toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('refuses impossible dates and times', () => {
    expect(parseInstant('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseInstant('2026-03-01T24:00:00Z')).toBeNull();
    expect(parseInstant('01/03/2026')).toBeNull();
    expect(parseInstant(20260301)).toBeNull();
  });
});

describe('a sale line', () => {
  it('is accepted when items add up, counting weighable lines once', () => {
    const result = checkSale(sale(), catalogue);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.record.items_count).toBe(3);
      expect(result.record.created_at.localDate).toBe('2026-03-01');
    }
  });

  it('finds the product by EAN when the SKU is missing', () => {
    const result = checkSale(sale({ total: 10, items: [{ ean: '7891234567895', quantity: 1, unit_price: 10, total: 10 }] }), catalogue);
    expect(result.ok && result.record.items[0].sku).toBe('ARROZ');
  });

  it.each([
    ['unknown store', { unit_id_erp: '12' }, 'loja desconhecida: 12'],
    ['unknown product', { total: 1, items: [{ sku: '789000', quantity: 1, unit_price: 1, total: 1 }] }, 'produto desconhecido: 789000'],
    ['items not adding up', { total: 30 }, 'campo "total": a soma dos itens (R$ 25,50) difere do total do cupom (R$ 30,00)'],
    ['item total wrong', { total: 20, items: [{ sku: 'ARROZ', quantity: 2, unit_price: 10, discount: 1, total: 20 }] }, 'campo "items[0].total": R$ 20,00 difere de quantidade × preço − desconto (R$ 19,00)'],
    ['negative total', { total: -1 }, 'campo "total": não pode ser negativo'],
    ['negative quantity', { total: 10, items: [{ sku: 'ARROZ', quantity: -1, unit_price: 10, total: 10 }] }, 'campo "items[0].quantity": deve ser maior que zero'],
    ['zero quantity', { total: 0, items: [{ sku: 'ARROZ', quantity: 0, unit_price: 10, total: 0 }] }, 'campo "items[0].quantity": deve ser maior que zero'],
    ['invalid CPF', { document_no: '52998224724' }, 'campo "document_no": CPF/CNPJ inválido'],
    ['bad time', { created_at: '2026-13-01T10:00:00' }, 'campo "created_at": data/hora inválida (use ISO 8601, ex. 2026-03-01T14:05:00-03:00)'],
    ['no items', { items: [] }, 'campo "items": o cupom precisa de ao menos um item'],
    ['missing ticket id', { ticket_id: '' }, 'campo "ticket_id": obrigatório'],
    ['bad channel', { channel: 'app' }, 'campo "channel": use "store" ou "ecommerce"'],
  ])('refuses a sale with %s, naming the field', (_name, overrides, reason) => {
    expect(reasonOf(checkSale(sale(overrides), catalogue))).toBe(reason);
  });

  it('accepts an anonymous sale (no document)', () => {
    const result = checkSale(sale({ document_no: null }), catalogue);
    expect(result.ok && result.record.document_no).toBeNull();
  });

  it('accepts item totals within one cent of quantity × price − discount', () => {
    const result = checkSale(sale({ total: 6.5, items: [{ sku: 'BANANA', quantity: 1.333, unit_price: 4.89, total: 6.52 }] }), catalogue);
    expect(reasonOf(result)).toBe('campo "total": a soma dos itens (R$ 6,52) difere do total do cupom (R$ 6,50)');
    expect(checkSale(sale({ total: 6.52, items: [{ sku: 'BANANA', quantity: 1.333, unit_price: 4.89, total: 6.52 }] }), catalogue).ok).toBe(true);
  });
});

describe('numbers outside what the stores hold', () => {
  const one = (item: Record<string, unknown>, total = item.total) => sale({ total, discount: 0, items: [{ sku: 'ARROZ', discount: 0, ...item }] });
  const MONEY = 'fora do intervalo aceito (máximo 9.999.999.999.999,99)';
  it.each([
    ['ticket total 1e17', one({ quantity: 1, unit_price: 1e17, total: 1e17 }), `campo "total": ${MONEY}`],
    ['item price 1e17', one({ quantity: 1, unit_price: 1e17, total: 1e17 }, 1), `campo "items[0].unit_price": ${MONEY}`],
    ['ticket total 1e300', sale({ total: 1e300 }), `campo "total": ${MONEY}`],
    ['ticket discount 1e17', sale({ discount: 1e17 }), `campo "discount": ${MONEY}`],
    ['item total 1e300', one({ quantity: 1, unit_price: 1, total: 1e300 }, 1), `campo "items[0].total": ${MONEY}`],
    ['item discount 1e17', one({ quantity: 1, unit_price: 1, discount: 1e17, total: 0 }, 0), `campo "items[0].discount": ${MONEY}`],
    ['item quantity 1e300 at price 0', one({ quantity: 1e300, unit_price: 0, total: 0 }, 0), 'campo "items[0].quantity": fora do intervalo aceito (máximo 999.999.999.999,999)'],
    ['item quantity 1e17', one({ quantity: 1e17, unit_price: 0, total: 0 }, 0), 'campo "items[0].quantity": fora do intervalo aceito (máximo 999.999.999.999,999)'],
  ])('refuses a sale with %s, naming the field', (_name, line, reason) => {
    expect(reasonOf(checkSale(line, catalogue))).toBe(reason);
  });

  it('refuses a ticket with more than 65 535 item lines or a total item count past the store', () => {
    const item = { sku: 'ARROZ', quantity: 1, unit_price: 0, total: 0 };
    expect(reasonOf(checkSale(sale({ total: 0, discount: 0, items: Array(65_536).fill(item) }), catalogue))).toBe('campo "items": mais de 65.535 itens num cupom');
    expect(checkSale(sale({ total: 0, discount: 0, items: Array(65_535).fill(item) }), catalogue).ok).toBe(true);
    const heavy = { ...item, quantity: 999_999_999_999 };
    expect(reasonOf(checkSale(sale({ total: 0, discount: 0, items: Array(1001).fill(heavy) }), catalogue))).toBe('campo "items": a quantidade total de itens passa do máximo aceito');
  });

  it('keeps the largest amounts the stores hold', () => {
    expect(checkSale(one({ quantity: 1, unit_price: 9_999_999_999_999.99, total: 9_999_999_999_999.99 }), catalogue).ok).toBe(true);
    expect(reasonOf(checkProduct({ sku: 'A', name: 'Arroz', price: 1e12 }))).toBe('campo "price": fora do intervalo aceito (máximo 999.999.999.999,99)');
    expect(checkProduct({ sku: 'A', name: 'Arroz', price: 999_999_999_999.99 }).ok).toBe(true);
  });
});

describe('master records', () => {
  it('checks a unit CNPJ, alphanumeric included', () => {
    expect(checkUnit({ id_erp: '1', name: 'Loja', cnpj: '11.222.333/0001-81' }).ok).toBe(true);
    expect(reasonOf(checkUnit({ id_erp: '1', name: 'Loja', cnpj: '11222333000182' }))).toBe('campo "cnpj": CNPJ inválido');
  });

  it('merges ean and eans of a product', () => {
    const result = checkProduct({ sku: 'A', name: 'Arroz', ean: '7891234567895', eans: ['7890000000001'] });
    expect(result.ok && result.record.eans).toEqual(['7891234567895', '7890000000001']);
  });

  it('refuses a consumer whose person type does not match the document', () => {
    expect(reasonOf(checkConsumer({ document_no: '52998224725', person_type: 'J', name: 'X', created_at: '2026-01-01' }))).toBe(
      'campo "person_type": "J" não corresponde ao documento (CPF)',
    );
  });

  it('refuses a consumer with an invalid birth date or e-mail', () => {
    const base = { document_no: '52998224725', person_type: 'F', name: 'Maria', created_at: '2026-01-01' };
    expect(reasonOf(checkConsumer({ ...base, birth_date: '1990-02-30' }))).toBe('campo "birth_date": data inválida (use AAAA-MM-DD)');
    expect(reasonOf(checkConsumer({ ...base, email: 'maria@' }))).toBe('campo "email": e-mail inválido');
    expect(checkConsumer({ ...base, email: 'maria@x.com.br', birth_date: '1990-02-28', gender: 'F' }).ok).toBe(true);
  });
});

describe('memoised time zone arithmetic', () => {
  it('agrees with moment every three hours of three years, with and without an offset', () => {
    const start = Date.UTC(2010, 0, 1);
    // 2010–2012 include Bahia's last daylight-saving seasons (2011/2012)
    for (let t = start; t < start + 3 * 366 * 24 * 3_600_000; t += 3 * 3_600_000 + 61_000) {
      const zoned = moment.tz(t, 'America/Bahia');
      const utc = parseInstant(new Date(t).toISOString())!;
      expect(utc.localDate).toBe(zoned.format('YYYY-MM-DD'));
      expect(utc.localHour).toBe(zoned.hour());
      const wall = zoned.format('YYYY-MM-DDTHH:mm:ss');
      expect(parseInstant(wall)!.localDate).toBe(zoned.format('YYYY-MM-DD'));
    }
  });
});
