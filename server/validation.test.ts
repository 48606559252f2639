import { describe, expect, it } from '@jest/globals';
import { object } from 'superstruct';
import { cep, cpf, emailAddress, validateForm } from '../src/shared/lib/validation';
import { email, validate } from './validation';

describe('server validate() with the rules shared with the client', () => {
  it('uses the very e-mail rule of the client forms: what one refuses, the other refuses', () => {
    expect(email).toBe(emailAddress);
    for (const address of ['a@b.c', 'sem-arroba.com', 'dois@@rede.com', 'x y@rede.com']) {
      expect(validateForm(object({ email: emailAddress() }), { email: address })).toEqual({ email: 'email' });
      expect(() => validate(object({ email: email() }), { email: address })).toThrow('Campo "email": deve ser um e-mail válido.');
    }
  });

  it('trims the e-mail it accepts, as the client tolerates the spaces', () => {
    expect(validate(object({ email: email() }), { email: '  gerente@rede.com.br ' })).toEqual({ email: 'gerente@rede.com.br' });
  });

  it('names the field of every shared rule with a pt-BR sentence', () => {
    const struct = object({ cliente: object({ cpf: cpf(), cep: cep() }) });
    try {
      validate(struct, { cliente: { cpf: '111.111.111-11', cep: '40010-000' } });
      throw new Error('should have failed');
    } catch (error) {
      expect((error as Error).message).toBe('Campo "cliente.cpf": deve ser um CPF válido.');
      expect((error as { extensions: Record<string, unknown> }).extensions.field).toBe('cliente.cpf');
    }
  });
});
