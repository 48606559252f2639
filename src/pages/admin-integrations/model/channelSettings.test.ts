import { describe, expect, it } from '@jest/globals';
import { parsePriceCents, parseRate, priceText } from './channelSettings';

describe('channel settings fields', () => {
  it('reads prices in reais as integer cents', () => {
    expect(parsePriceCents('1,50')).toBe(150);
    expect(parsePriceCents('0,05')).toBe(5);
    expect(parsePriceCents('2')).toBe(200);
    expect(parsePriceCents('1.5')).toBe(150);
    expect(parsePriceCents('1000,01')).toBeNull();
    expect(parsePriceCents('-1')).toBeNull();
    expect(parsePriceCents('abc')).toBeNull();
    expect(priceText(150)).toBe('1,50');
    expect(priceText(0)).toBe('0,00');
  });
  it('reads the rate per second from 1 to 10 000', () => {
    expect(parseRate('50')).toBe(50);
    expect(parseRate('0')).toBeNull();
    expect(parseRate('10001')).toBeNull();
    expect(parseRate('1,5')).toBeNull();
  });
});
