/** The telesales form's values and rules (the server checks the same ones). */

/** Weekdays of the service hours, in the form's order. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Payment methods a store may accept (the schema's TelesalesPaymentMethod). */
export const PAYMENT_METHODS = ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'CASH', 'MEAL_VOUCHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Interval {
  start: string;
  finish: string;
}

export interface TelesalesValues {
  takes_orders: boolean;
  delivery: boolean;
  pickup: boolean;
  /** money as typed: '7,90' */
  delivery_fee: string;
  minimum_order: string;
  hours: Record<Weekday, Interval | null>;
  order_phone: string;
  order_whatsapp: string;
  payment_methods: PaymentMethod[];
}

/** Cents as the money input shows them: 790 → '7,90'. */
export const centsToText = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** What the money input holds, in cents ('7,90', 'R$ 7,9', '7' → 790, 790, 700); null when it is no amount. */
export function textToCents(text: string): number | null {
  const cleaned = text.replace(/R\$\s?/, '').replace(/\./g, '').replace(',', '.').trim();
  if (cleaned === '') return 0;
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

export type TelesalesErrors = Partial<Record<'delivery_fee' | 'minimum_order' | 'modes' | 'hours' | 'order_phone' | 'order_whatsapp' | 'payment_methods' | 'contact', string>>;

/** The form's errors, in pt-BR message ids (empty when it may be saved). */
export function telesalesErrors(values: TelesalesValues): TelesalesErrors {
  const errors: TelesalesErrors = {};
  const fee = textToCents(values.delivery_fee);
  if (fee === null || fee < 0) errors.delivery_fee = 'telesales.error.money';
  const minimum = textToCents(values.minimum_order);
  if (minimum === null || minimum < 0) errors.minimum_order = 'telesales.error.money';
  if (WEEKDAYS.some((day) => values.hours[day] && !(values.hours[day]!.start < values.hours[day]!.finish))) errors.hours = 'telesales.error.hours';
  const phone = values.order_phone.replace(/\D/g, '');
  if (phone && (phone.length < 10 || phone.length > 11)) errors.order_phone = 'telesales.error.phone';
  const whatsapp = values.order_whatsapp.replace(/\D/g, '');
  if (whatsapp && (whatsapp.length < 12 || whatsapp.length > 13)) errors.order_whatsapp = 'telesales.error.whatsapp';
  if (values.takes_orders) {
    if (!values.delivery && !values.pickup) errors.modes = 'telesales.error.modes';
    if (!phone && !whatsapp) errors.contact = 'telesales.error.contact';
    if (values.payment_methods.length === 0) errors.payment_methods = 'telesales.error.payments';
    if (!errors.hours && !WEEKDAYS.some((day) => values.hours[day])) errors.hours = 'telesales.error.noHours';
  }
  return errors;
}

/** The mutation's input of valid form values. */
export function telesalesInputOf(unitId: string, values: TelesalesValues) {
  return {
    unitId,
    takes_orders: values.takes_orders,
    delivery: values.delivery,
    pickup: values.pickup,
    delivery_fee_cents: textToCents(values.delivery_fee) ?? 0,
    minimum_order_cents: textToCents(values.minimum_order) ?? 0,
    service_hours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.hours[day]])),
    order_phone: values.order_phone.replace(/\D/g, ''),
    order_whatsapp: values.order_whatsapp.replace(/\D/g, ''),
    payment_methods: PAYMENT_METHODS.filter((method) => values.payment_methods.includes(method)),
  };
}
