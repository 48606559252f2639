import { describe, expect, it } from '@jest/globals';
import { centsToText, telesalesErrors, telesalesInputOf, textToCents, type TelesalesValues } from './telesalesForm';

const values = (patch: Partial<TelesalesValues> = {}): TelesalesValues => ({
  takes_orders: true,
  delivery: true,
  pickup: false,
  delivery_fee: '7,90',
  minimum_order: '50,00',
  hours: { monday: { start: '08:00', finish: '18:00' }, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null, holidays: null },
  order_phone: '(71) 3333-4444',
  order_whatsapp: '',
  payment_methods: ['PIX'],
  ...patch,
});

describe('telesales form', () => {
  it('reads and writes money in cents', () => {
    expect([textToCents('7,90'), textToCents('R$ 1.234,5'), textToCents('7'), textToCents(''), textToCents('abc')]).toEqual([790, 123450, 700, 0, null]);
    expect(centsToText(790)).toBe('7,90');
  });

  it('accepts a consistent store and sends digits and cents', () => {
    expect(telesalesErrors(values())).toEqual({});
    expect(telesalesInputOf('U1', values())).toMatchObject({ delivery_fee_cents: 790, minimum_order_cents: 5000, order_phone: '7133334444' });
  });

  it('names what is inconsistent: no mode, reversed hours, a short phone, a negative fee, no payment', () => {
    expect(telesalesErrors(values({ delivery: false, pickup: false })).modes).toBe('telesales.error.modes');
    expect(telesalesErrors(values({ hours: { ...values().hours, monday: { start: '18:00', finish: '08:00' } } })).hours).toBe('telesales.error.hours');
    expect(telesalesErrors(values({ order_phone: '3333' })).order_phone).toBe('telesales.error.phone');
    expect(telesalesErrors(values({ delivery_fee: '-1' })).delivery_fee).toBe('telesales.error.money');
    expect(telesalesErrors(values({ payment_methods: [] })).payment_methods).toBe('telesales.error.payments');
  });

  it('asks nothing more of a store that takes no orders', () => {
    expect(telesalesErrors(values({ takes_orders: false, delivery: false, payment_methods: [], order_phone: '' }))).toEqual({});
  });
});
