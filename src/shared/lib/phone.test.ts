import { describe, expect, it } from '@jest/globals';
import {
  applyMask,
  formatPhone,
  maskPhone,
  maskPhoneInput,
  MOBILE_PHONE_MASK,
  nationalPhoneDigits,
  PHONE_MASK,
  phoneMaskFor,
} from './phone';

describe('applyMask', () => {
  it.each([
    ['71987654321', MOBILE_PHONE_MASK, '+55 (71) 9 8765-4321'],
    ['7133334444', PHONE_MASK, '+55 (71) 3333-4444'],
    ['71', PHONE_MASK, '+55 (71'],
    ['7', PHONE_MASK, '+55 (7'],
    ['713', PHONE_MASK, '+55 (71) 3'],
    ['(71) 3333-4444', PHONE_MASK, '+55 (71) 3333-4444'],
    ['719876543210000', MOBILE_PHONE_MASK, '+55 (71) 9 8765-4321'],
    ['12345678', '##/##/####', '12/34/5678'],
    ['', PHONE_MASK, ''],
    [null, PHONE_MASK, ''],
  ])('fills %p into %p as %p', (value, mask, expected) => {
    expect(applyMask(value, mask)).toBe(expected);
  });
});

describe('phone input', () => {
  it('uses the typing mask until the number has eleven digits, then the mobile mask', () => {
    expect(phoneMaskFor('7198765432')).toBe(PHONE_MASK);
    expect(phoneMaskFor('71987654321')).toBe(MOBILE_PHONE_MASK);
  });

  it('re-masks a value that already carries the +55 prefix', () => {
    expect(maskPhoneInput('+55 (71) 9876-5432')).toBe('+55 (71) 9876-5432');
    expect(maskPhoneInput('+55 (71) 9876-54321')).toBe('+55 (71) 9 8765-4321');
    expect(maskPhoneInput('+55 (7')).toBe('+55 (7');
  });

  it.each([
    ['+55 (71) 9 8765-4321', '71987654321'],
    ['5571987654321', '71987654321'],
    ['557133334444', '7133334444'],
    ['71987654321', '71987654321'],
    // area code 55 (Santa Maria, RS) is kept when there is no country code
    ['55987654321', '55987654321'],
  ])('reads the national digits of %p as %p', (value, expected) => {
    expect(nationalPhoneDigits(value)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    ['7133334444', '+55 (71) 3333-4444'],
    ['71987654321', '+55 (71) 9 8765-4321'],
    ['557133334444', '+55 (71) 3333-4444'],
    ['5571987654321', '+55 (71) 9 8765-4321'],
    ['+55 (71) 98765-4321', '+55 (71) 9 8765-4321'],
    ['713333444', '-'],
    ['55719876543210', '-'],
    ['447133334444', '-'],
    ['', '-'],
    [null, '-'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('when the user has no PII access', () => {
  it.each([
    ['71987651234', '(71) 9****-1234'],
    ['5571987651234', '(71) 9****-1234'],
    ['7133334444', '(71) 3***-4444'],
    ['123', '-'],
    [undefined, '-'],
  ])('masks the phone %p as %p', (value, expected) => {
    expect(maskPhone(value)).toBe(expected);
  });
});
