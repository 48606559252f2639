/** The channels of the campaign engine, in the order the card lists them. */
export const CHANNEL_ORDER = ['sms', 'email', 'push', 'whatsapp'] as const;
export type ChannelKey = (typeof CHANNEL_ORDER)[number];

/** "1,50" or "1.50" or "1" → 150 cents; null when it is not a price of at most R$ 1.000,00. */
export function parsePriceCents(text: string): number | null {
  const match = /^\s*(\d{1,4})(?:[,.](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= 100_000 ? cents : null;
}

/** 150 → "1,50" (the field's text). */
export const priceText = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** Rate per second: an integer from 1 to 10 000, or null. */
export function parseRate(text: string): number | null {
  if (!/^\s*\d{1,5}\s*$/.test(text)) return null;
  const rate = Number(text);
  return rate >= 1 && rate <= 10_000 ? rate : null;
}
