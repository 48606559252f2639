import { describe, expect, it } from '@jest/globals';
import { object } from 'superstruct';
import { emailAddress, requiredString, validateForm } from './validation';

const LoginLike = object({ email: emailAddress(), password: requiredString() });

describe('validateForm', () => {
  it('reports missing and blank fields as required', () => {
    expect(validateForm(LoginLike, {})).toEqual({ email: 'required', password: 'required' });
    expect(validateForm(LoginLike, { email: '  ', password: '' })).toEqual({ email: 'required', password: 'required' });
  });

  it('reports a malformed e-mail', () => {
    expect(validateForm(LoginLike, { email: 'gerente@', password: 'x' })).toEqual({ email: 'email' });
  });

  it('accepts valid values, tolerating spaces around the e-mail', () => {
    expect(validateForm(LoginLike, { email: ' gerente@bompreco.com.br ', password: 'Demo@2026' })).toBeUndefined();
  });
});

import { is, create } from 'superstruct';
import { calendarDate, cep, cnpj, cpf, emailAddress as email, moneyCents, newPassword, phone, taxDocument } from './validation';
import { cnpjCheckDigits } from './document';

describe('the shared rules', () => {
  it('e-mail: one rule, refusing a one-letter TLD, spaces inside, control characters and 255+ characters', () => {
    expect(is('gerente@bompreco.com.br', email())).toBe(true);
    expect(is('a@b.c', email())).toBe(false);
    expect(is('ger ente@bompreco.com', email())).toBe(false);
    expect(is('gerente@bompreco.com\u0000', email())).toBe(false);
    expect(is('gerente@@bompreco.com', email())).toBe(false);
    expect(is(`${'a'.repeat(245)}@rede.com.br`, email())).toBe(false);
    expect(create('  Gerente@Rede.com  ', email())).toBe('Gerente@Rede.com');
  });

  it('CPF: with or without punctuation, refusing wrong check digits and repeated digits', () => {
    expect(is('529.982.247-25', cpf())).toBe(true);
    expect(is('52998224725', cpf())).toBe(true);
    expect(is('529.982.247-24', cpf())).toBe(false);
    expect(is('111.111.111-11', cpf())).toBe(false);
    expect(is('5299822472', cpf())).toBe(false);
  });

  it('CNPJ: numeric and the 2026 alphanumeric form', () => {
    expect(is('11.222.333/0001-81', cnpj())).toBe(true);
    expect(is('11.222.333/0001-80', cnpj())).toBe(false);
    const base = '12ABC34501DE';
    expect(is(`${base}${cnpjCheckDigits(base)}`, cnpj())).toBe(true);
    expect(is(`12.abc.345/01de-${cnpjCheckDigits(base)}`, cnpj())).toBe(true);
    const wrong = cnpjCheckDigits(base) === '00' ? '11' : '00';
    expect(is(`${base}${wrong}`, cnpj())).toBe(false);
    expect(is('529.982.247-25', taxDocument())).toBe(true);
    expect(is('11.222.333/0001-81', taxDocument())).toBe(true);
    expect(is('123', taxDocument())).toBe(false);
  });

  it('phone: fixed (10) and mobile (11, starting with 9) numbers, with or without +55 and the mask', () => {
    expect(is('+55 (71) 3333-4444', phone())).toBe(true);
    expect(is('+55 (71) 9 8765-4321', phone())).toBe(true);
    expect(is('71987654321', phone())).toBe(true);
    expect(is('5571987654321', phone())).toBe(true);
    expect(is('(71) 8 8765-4321', phone())).toBe(false);
    expect(is('(01) 3333-4444', phone())).toBe(false);
    expect(is('333-4444', phone())).toBe(false);
    expect(is('71 3333-4444 ramal 2', phone())).toBe(false);
  });

  it('CEP: 8 digits, with or without the hyphen', () => {
    expect(is('40010-000', cep())).toBe(true);
    expect(is('40010000', cep())).toBe(true);
    expect(is('4001-000', cep())).toBe(false);
    expect(is('40010-0000', cep())).toBe(false);
  });

  it('money: integer cents within range, never a float', () => {
    expect(is(1234, moneyCents())).toBe(true);
    expect(is(0, moneyCents())).toBe(true);
    expect(is(12.34, moneyCents())).toBe(false);
    expect(is(-1, moneyCents())).toBe(false);
    expect(is(1e300, moneyCents())).toBe(false);
    expect(is(-500, moneyCents({ min: -1000 }))).toBe(true);
  });

  it('dates: real calendar days written AAAA-MM-DD', () => {
    expect(is('2026-02-28', calendarDate())).toBe(true);
    expect(is('2024-02-29', calendarDate())).toBe(true);
    expect(is('2026-02-29', calendarDate())).toBe(false);
    expect(is('2026-13-01', calendarDate())).toBe(false);
    expect(is('28/02/2026', calendarDate())).toBe(false);
  });

  it('new password: 8 to 200 characters with a letter and a digit, never trimmed', () => {
    expect(is('Demo@2026', newPassword())).toBe(true);
    expect(is('senha segura 9', newPassword())).toBe(true);
    expect(is('açaí2026', newPassword())).toBe(true);
    expect(is('Abc1234', newPassword())).toBe(false);
    expect(is('somenteletras', newPassword())).toBe(false);
    expect(is('1234567890', newPassword())).toBe(false);
    expect(is(`a1${'x'.repeat(198)}`, newPassword())).toBe(true);
    expect(is(`a1${'x'.repeat(199)}`, newPassword())).toBe(false);
    expect(is('senha\u00001234', newPassword())).toBe(false);
    expect(create('  Senha1234  ', newPassword())).toBe('  Senha1234  ');
    expect(validateForm(object({ password: newPassword() }), { password: '' })).toEqual({ password: 'required' });
    expect(validateForm(object({ password: newPassword() }), { password: 'curta1' })).toEqual({ password: 'password' });
  });

  it('names each failing field with its code, "required" for blanks', () => {
    const struct = object({ cpf: cpf(), cep: cep(), phone: phone() });
    expect(validateForm(struct, { cpf: '', cep: '123', phone: '71 3333-4444' })).toEqual({ cpf: 'required', cep: 'cep' });
  });
});
