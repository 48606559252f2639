import { isValidCnpj, isValidDocument, normalizeDocument } from '../../../src/shared/lib/document';
import { isIsoDate, parseInstant, type LocalInstant } from '../../shared/dates';

/**
 * The four record kinds of contracts/sales-ingestion.md, checked line by line. Each check returns
 * the clean record or a pt-BR reason that names the field, so the sender can fix the line.
 * Hand-written rather than superstruct: this runs for millions of lines.
 */

export const INGEST_KINDS = ['units', 'products', 'consumers', 'sales'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

export type Checked<T> = { ok: true; record: T } | { ok: false; reason: string };

/** Tolerance of the money sums (contract: within R$ 0,01), with a hair for binary fractions. */
const CENT = 0.01 + 1e-9;
const MAX_TEXT = 500;
/**
 * Largest amounts the stores hold exactly. Sales money is Decimal(18, 2) in the analytics store and
 * a JSON number here: below 10¹³ every cent survives the binary number and the integer-cent
 * formatting; a product's price is numeric(14, 2) in the operational store (below 10¹²); quantities
 * are Decimal(18, 3) (grams exact below 10¹²), and a ticket's item count is Decimal(18, 3) too.
 * A line past them is refused like any other invalid line (it used to fail the whole batch).
 */
export const MAX_MONEY = 1e13;
export const MAX_PRICE = 1e12;
export const MAX_QUANTITY = 1e12;
const MAX_ITEMS_COUNT = 1e15;
/** item lines of one ticket (their number is a UInt16 column) */
export const MAX_ITEM_LINES = 65_535;
const tooBig = (field: string, limit: number, decimals: number) =>
  `campo "${field}": fora do intervalo aceito (máximo ${(limit - 10 ** -decimals).toLocaleString('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })})`;

class Reject extends Error {}
const reject = (reason: string): never => {
  throw new Reject(reason);
};

function objectOf(value: unknown, field?: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return reject(field ? `campo "${field}": deve ser um objeto` : 'a linha deve ser um objeto JSON');
  }
  return value as Record<string, unknown>;
}

function requiredText(record: Record<string, unknown>, field: string, max = MAX_TEXT): string {
  const value = record[field];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || !value.trim()) return reject(`campo "${field}": obrigatório`);
  if (value.length > max) return reject(`campo "${field}": mais de ${max} caracteres`);
  // control characters would break exports and the analytics store's text format
  if (/[\u0000-\u001f\u007f]/.test(value)) return reject(`campo "${field}": contém caracteres de controle`);
  return value.trim();
}

function optionalText(record: Record<string, unknown>, field: string, max = MAX_TEXT): string | null {
  const value = record[field];
  if (value === undefined || value === null || value === '') return null;
  return requiredText(record, field, max);
}

function optionalBoolean(record: Record<string, unknown>, field: string, fallback: boolean): boolean {
  const value = record[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') return reject(`campo "${field}": deve ser true ou false`);
  return value;
}

function money(record: Record<string, unknown>, field: string, label = field, limit = MAX_MONEY): number {
  const value = record[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return reject(`campo "${label}": deve ser um número`);
  if (value < 0) return reject(`campo "${label}": não pode ser negativo`);
  if (value >= limit) return reject(tooBig(label, limit, 2));
  return value;
}

const itemField = (index: number, name?: string) => (name ? `items[${index}].${name}` : `items[${index}]`);

/** An item's money field; the label (with the item's index) is built only when the value is refused. */
function itemMoney(item: Record<string, unknown>, name: string, index: number): number {
  const value = item[name];
  return typeof value === 'number' && value >= 0 && value < MAX_MONEY ? value : money(item, name, itemField(index, name));
}

function optionalMoney(record: Record<string, unknown>, field: string, label = field): number {
  return record[field] === undefined || record[field] === null ? 0 : money(record, field, label);
}

function coordinate(record: Record<string, unknown>, field: string, limit: number): number | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    return reject(`campo "${field}": deve ser um número entre -${limit} e ${limit}`);
  }
  return value;
}

function instant(record: Record<string, unknown>, field: string): LocalInstant {
  const value = record[field];
  if (value === undefined || value === null || value === '') return reject(`campo "${field}": obrigatório`);
  return parseInstant(value) ?? reject(`campo "${field}": data/hora inválida (use ISO 8601, ex. 2026-03-01T14:05:00-03:00)`);
}

const brl = (value: number) => `R$ ${value.toFixed(2).replace('.', ',')}`;

/** Runs a check: its record, or the reason it threw. (A named function, not a closure per line.) */
function run<T, A, B>(check: (a: A, b: B) => T, a: A, b: B): Checked<T> {
  try {
    return { ok: true, record: check(a, b) };
  } catch (error) {
    if (error instanceof Reject) return { ok: false, reason: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// units

export interface UnitRecord {
  id_erp: string;
  name: string;
  cnpj: string;
  city: string | null;
  federative_unit: string | null;
  latitude: number | null;
  longitude: number | null;
  active: boolean;
}

export function checkUnit(value: unknown): Checked<UnitRecord> {
  return run(unitOf, value, undefined);
}

function unitOf(value: unknown): UnitRecord {
  const r = objectOf(value);
  const cnpj = normalizeDocument(requiredText(r, 'cnpj', 30));
  if (!isValidCnpj(cnpj)) reject('campo "cnpj": CNPJ inválido');
  const uf = optionalText(r, 'federative_unit', 2);
  if (uf !== null && !/^[A-Za-z]{2}$/.test(uf)) reject('campo "federative_unit": use a sigla do estado (ex. BA)');
  return {
    id_erp: requiredText(r, 'id_erp', 60),
    name: requiredText(r, 'name', 200),
    cnpj,
    city: optionalText(r, 'city', 120),
    federative_unit: uf?.toUpperCase() ?? null,
    latitude: coordinate(r, 'latitude', 90),
    longitude: coordinate(r, 'longitude', 180),
    active: optionalBoolean(r, 'active', true),
  };
}

// ---------------------------------------------------------------------------------------------
// products

export interface ProductRecord {
  sku: string;
  eans: string[];
  name: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: string;
  is_weightable: boolean;
  price: number | null;
}

const EAN_PATTERN = /^\d{8,14}$/;

export function checkProduct(value: unknown): Checked<ProductRecord> {
  return run(productOf, value, undefined);
}

function productOf(value: unknown): ProductRecord {
  const r = objectOf(value);
  const eans: string[] = [];
  if (r.eans !== undefined && r.eans !== null) {
    if (!Array.isArray(r.eans)) reject('campo "eans": deve ser uma lista de códigos');
    (r.eans as unknown[]).forEach((ean, index) => {
      const text = typeof ean === 'number' ? String(ean) : ean;
      if (typeof text !== 'string' || !EAN_PATTERN.test(text)) reject(`campo "eans[${index}]": EAN deve ter de 8 a 14 dígitos`);
      eans.push(text as string);
    });
  }
  const ean = optionalText(r, 'ean', 14);
  if (ean !== null) {
    if (!EAN_PATTERN.test(ean)) reject('campo "ean": EAN deve ter de 8 a 14 dígitos');
    if (!eans.includes(ean)) eans.unshift(ean);
  }
  return {
    sku: requiredText(r, 'sku', 60),
    eans,
    name: requiredText(r, 'name', 300),
    department: optionalText(r, 'department', 120) ?? '',
    category: optionalText(r, 'category', 120) ?? '',
    subcategory: optionalText(r, 'subcategory', 120) ?? '',
    brand: optionalText(r, 'brand', 120) ?? '',
    measure: (optionalText(r, 'measure', 10) ?? 'un').toLowerCase(),
    is_weightable: optionalBoolean(r, 'is_weightable', false),
    price: r.price === undefined || r.price === null ? null : money(r, 'price', 'price', MAX_PRICE),
  };
}

// ---------------------------------------------------------------------------------------------
// consumers

export interface ConsumerRecord {
  document_no: string;
  person_type: 'F' | 'J';
  name: string;
  email: string | null;
  phone: string | null;
  gender: 'F' | 'M' | 'U';
  birth_date: string | null;
  created_at: LocalInstant;
  unit_id_erp: string | null;
  address: Record<string, string | number>;
  opt_in: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADDRESS_TEXT = ['postal_code', 'street', 'number', 'neighborhood', 'city_name', 'federative_unit'] as const;

function documentOf(r: Record<string, unknown>, field: string): string {
  const document = normalizeDocument(requiredText(r, field, 30));
  if (!isValidDocument(document)) reject(`campo "${field}": CPF/CNPJ inválido`);
  return document;
}

export function checkConsumer(value: unknown): Checked<ConsumerRecord> {
  return run(consumerOf, value, undefined);
}

function consumerOf(value: unknown): ConsumerRecord {
  const r = objectOf(value);
  const document_no = documentOf(r, 'document_no');
  const person_type = requiredText(r, 'person_type', 1);
  if (person_type !== 'F' && person_type !== 'J') reject('campo "person_type": use "F" (pessoa física) ou "J" (jurídica)');
  if ((person_type === 'F') !== (document_no.length === 11)) {
    reject(`campo "person_type": "${person_type}" não corresponde ao documento (${document_no.length === 11 ? 'CPF' : 'CNPJ'})`);
  }
  const email = optionalText(r, 'email', 254);
  if (email !== null && !EMAIL_PATTERN.test(email)) reject('campo "email": e-mail inválido');
  const phoneText = optionalText(r, 'phone', 30);
  const phone = phoneText === null ? null : phoneText.replace(/\D/g, '');
  if (phone !== null && (phone.length < 10 || phone.length > 13)) reject('campo "phone": telefone deve ter de 10 a 13 dígitos');
  const gender = optionalText(r, 'gender', 1) ?? 'U';
  if (gender !== 'F' && gender !== 'M' && gender !== 'U') reject('campo "gender": use "F", "M" ou "U"');
  const birth = r.birth_date;
  if (birth !== undefined && birth !== null && !isIsoDate(birth)) reject('campo "birth_date": data inválida (use AAAA-MM-DD)');
  const address: Record<string, string | number> = {};
  if (r.address !== undefined && r.address !== null) {
    const a = objectOf(r.address, 'address');
    for (const key of ADDRESS_TEXT) {
      const text = optionalText(a, key, 200);
      if (text !== null) address[key] = text;
    }
    const latitude = coordinate(a, 'latitude', 90);
    const longitude = coordinate(a, 'longitude', 180);
    if (latitude !== null) address.latitude = latitude;
    if (longitude !== null) address.longitude = longitude;
  }
  const optIn = r.opt_in === undefined || r.opt_in === null ? {} : objectOf(r.opt_in, 'opt_in');
  return {
    document_no,
    person_type: person_type as 'F' | 'J',
    name: requiredText(r, 'name', 200),
    email,
    phone,
    gender: gender as 'F' | 'M' | 'U',
    birth_date: (birth as string | null | undefined) ?? null,
    created_at: instant(r, 'created_at'),
    unit_id_erp: optionalText(r, 'unit_id_erp', 60),
    address,
    opt_in: {
      sms: optionalBoolean(optIn, 'sms', false),
      email: optionalBoolean(optIn, 'email', false),
      whatsapp: optionalBoolean(optIn, 'whatsapp', false),
      push: optionalBoolean(optIn, 'push', false),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// sales

/** What a sales check needs to know about the account's catalogue. */
export interface SalesCatalogue {
  hasUnit(idErp: string): boolean;
  /** the product sold under a SKU or an EAN, or null when the account has none */
  product(sku: string | null, ean: string | null): { sku: string; is_weightable: boolean } | null;
}

export interface SaleItemRecord {
  sku: string;
  ean: string;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
  is_weightable: boolean;
}

export interface SaleRecord {
  ticket_id: string;
  unit_id_erp: string;
  operator_id: string;
  operator_name: string;
  document_no: string | null;
  created_at: LocalInstant;
  channel: 'store' | 'ecommerce';
  total: number;
  discount: number;
  /** Σ quantity of items sold by unit + 1 per weighable line (metrics contract) */
  items_count: number;
  items: SaleItemRecord[];
  /** discount coupon codes the ticket used (issue 12; optional, upper case) */
  coupon_codes: string[];
}

export function checkSale(value: unknown, catalogue: SalesCatalogue): Checked<SaleRecord> {
  return run(saleOf, value, catalogue);
}

function saleOf(value: unknown, catalogue: SalesCatalogue): SaleRecord {
  const r = objectOf(value);
  const ticket_id = requiredText(r, 'ticket_id', 80);
  const unit_id_erp = requiredText(r, 'unit_id_erp', 60);
  if (!catalogue.hasUnit(unit_id_erp)) reject(`loja desconhecida: ${unit_id_erp}`);
  const document_no = r.document_no === null || r.document_no === undefined || r.document_no === '' ? null : documentOf(r, 'document_no');
  const channel = optionalText(r, 'channel', 20) ?? 'store';
  if (channel !== 'store' && channel !== 'ecommerce') reject('campo "channel": use "store" ou "ecommerce"');
  const total = money(r, 'total');
  const discount = optionalMoney(r, 'discount');
  if (!Array.isArray(r.items) || r.items.length === 0) reject('campo "items": o cupom precisa de ao menos um item');
  if ((r.items as unknown[]).length > MAX_ITEM_LINES) reject(`campo "items": mais de ${MAX_ITEM_LINES.toLocaleString('pt-BR')} itens num cupom`);
  const items: SaleItemRecord[] = [];
  let sum = 0;
  let itemsCount = 0;
  const rawItems = r.items as unknown[];
  for (let index = 0; index < rawItems.length; index += 1) {
    // field labels are built only for a rejection, and no closure is made per item (this loop
    // runs for every item row; under tsx each function expression also costs a __name call)
    const item = objectOf(rawItems[index], itemField(index));
    const sku = optionalText(item, 'sku', 60);
    const ean = optionalText(item, 'ean', 14);
    if (sku === null && ean === null) reject(`campo "${itemField(index, 'sku')}": informe o sku ou o ean do produto`);
    const product = catalogue.product(sku, ean);
    if (!product) reject(`produto desconhecido: ${sku ?? ean}`);
    const quantity = item.quantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) reject(`campo "${itemField(index, 'quantity')}": deve ser um número`);
    if ((quantity as number) <= 0) reject(`campo "${itemField(index, 'quantity')}": deve ser maior que zero`);
    if ((quantity as number) >= MAX_QUANTITY) reject(tooBig(itemField(index, 'quantity'), MAX_QUANTITY, 3));
    const unitPrice = itemMoney(item, 'unit_price', index);
    const itemDiscount = item.discount === undefined || item.discount === null ? 0 : itemMoney(item, 'discount', index);
    const itemTotal = itemMoney(item, 'total', index);
    const expected = (quantity as number) * unitPrice - itemDiscount;
    if (Math.abs(expected - itemTotal) > CENT) {
      reject(`campo "${itemField(index, 'total')}": ${brl(itemTotal)} difere de quantidade × preço − desconto (${brl(expected)})`);
    }
    sum += itemTotal;
    itemsCount += product!.is_weightable ? 1 : (quantity as number);
    items.push({
      sku: product!.sku,
      ean: ean ?? '',
      quantity: quantity as number,
      unit_price: unitPrice,
      discount: itemDiscount,
      total: itemTotal,
      is_weightable: product!.is_weightable,
    });
  }
  if (Math.abs(sum - total) > CENT) reject(`campo "total": a soma dos itens (${brl(sum)}) difere do total do cupom (${brl(total)})`);
  if (itemsCount >= MAX_ITEMS_COUNT) reject(`campo "items": a quantidade total de itens passa do máximo aceito`);
  const coupon_codes = couponCodesOf(r);
  return {
    ticket_id,
    unit_id_erp,
    operator_id: optionalText(r, 'operator_id', 60) ?? '',
    operator_name: optionalText(r, 'operator_name', 200) ?? '',
    document_no,
    created_at: instant(r, 'created_at'),
    channel: channel as 'store' | 'ecommerce',
    total,
    discount,
    items_count: itemsCount,
    items,
    coupon_codes,
  };
}

/** Most coupon codes one ticket carries. */
const MAX_COUPON_CODES = 20;

/** The optional `coupon_codes` of a sale: 1 to 40 letters or digits each, kept upper case, without repeats. */
function couponCodesOf(r: Record<string, unknown>): string[] {
  const value = r.coupon_codes;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) reject('campo "coupon_codes": deve ser uma lista de códigos');
  const codes = value as unknown[];
  if (codes.length > MAX_COUPON_CODES) reject(`campo "coupon_codes": no máximo ${MAX_COUPON_CODES} códigos por cupom fiscal`);
  const seen = new Set<string>();
  for (let index = 0; index < codes.length; index += 1) {
    const code = codes[index];
    if (typeof code !== 'string' || !/^[A-Za-z0-9]{1,40}$/.test(code.trim())) reject(`campo "coupon_codes[${index}]": código inválido (letras e números, até 40)`);
    seen.add((code as string).trim().toUpperCase());
  }
  return [...seen];
}
