import { describe, expect, it } from '@jest/globals';
import { normalizeName, parseCustomerSearch } from './search';

describe('reading a customer search', () => {
  it('reads a CPF with or without mask as a document that may also be a mobile phone (11 digits)', () => {
    expect(parseCustomerSearch('529.982.247-25')).toEqual({ kind: 'NUMBER', document: '52998224725', phone: '52998224725' });
    expect(parseCustomerSearch('52998224725')).toEqual({ kind: 'NUMBER', document: '52998224725', phone: '52998224725' });
  });

  it('reads a CNPJ as a document only', () => {
    expect(parseCustomerSearch('11.222.333/0001-81')).toEqual({ kind: 'NUMBER', document: '11222333000181', phone: null });
  });

  it('reads phones by their national digits, with or without the country code', () => {
    expect(parseCustomerSearch('+55 (71) 98765-4321')).toEqual({ kind: 'NUMBER', document: null, phone: '71987654321' });
    expect(parseCustomerSearch('5571987654321')).toEqual({ kind: 'NUMBER', document: null, phone: '71987654321' });
    expect(parseCustomerSearch('(71) 3333-4444')).toEqual({ kind: 'NUMBER', document: null, phone: '7133334444' });
  });

  it('reads an e-mail in lower case', () => {
    expect(parseCustomerSearch(' Maria@Example.COM ')).toEqual({ kind: 'EMAIL', email: 'maria@example.com' });
  });

  it('reads a name as its words without accents, short words dropped and wildcards escaped', () => {
    expect(parseCustomerSearch('João  da Conceição')).toEqual({ kind: 'NAME', words: ['%joao%', '%da%', '%conceicao%'] });
    expect(parseCustomerSearch('a Mar')).toEqual({ kind: 'NAME', words: ['%mar%'] });
    expect(parseCustomerSearch('50%_off')).toEqual({ kind: 'NAME', words: ['%50\\%\\_off%'] });
  });

  it('strips accents as migration 009 stores names', () => {
    expect(normalizeName('ÂNGELA GONÇALVES ÍRIS ÑUÑEZ')).toBe('angela goncalves iris nunez');
  });

  it.each([
    ['   ', 'Digite um nome, CPF/CNPJ, telefone ou e-mail para buscar.'],
    ['jo', 'Digite ao menos 3 letras do nome.'],
    ['a b c', 'Digite ao menos 3 letras do nome.'],
    ['1234', 'Digite o CPF (11 dígitos), o CNPJ (14 dígitos) ou o telefone com DDD.'],
    ['x'.repeat(121), 'A busca pode ter até 120 caracteres.'],
  ])('refuses %j', (input, message) => {
    expect(() => parseCustomerSearch(input)).toThrow(message);
  });
});
