import { describe, expect, it } from '@jest/globals';
import { cnpjCheckDigits, makeCnpj } from './cnpj';
import { DEMO_ACCOUNTS, DEMO_USERS, demoUnits, stableUuid } from './demo';

describe('the demo seed', () => {
  it('creates exactly the personas of the contract', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.key)).toEqual(['bompreco', 'rede-mais', 'mais-feira', 'atacadao-promo', 'sandbox']);
    expect(DEMO_USERS.map((u) => u.email)).toEqual([
      'admin@plataforma.dev',
      'gerente@bompreco.com.br',
      'analista@bompreco.com.br',
      'multi@bompreco.com.br',
      'franqueador@redemais.com.br',
      'franqueado@maisfeira.com.br',
      'promo@atacadaopromo.com.br',
    ]);
  });

  it('gives Bom Preço about 24 stores in its four cities, each with a distinct name', () => {
    const units = demoUnits('bompreco');
    expect(units).toHaveLength(24);
    expect(new Set(units.map((u) => u.address_components.city_name))).toEqual(new Set(['Salvador', 'Lauro de Freitas', 'Camaçari', 'Feira de Santana']));
    expect(new Set(units.map((u) => u.name)).size).toBe(24);
  });

  it('is deterministic: the same stores and ids on every run', () => {
    expect(demoUnits('bompreco')).toEqual(demoUnits('bompreco'));
    expect(stableUuid('user:a')).toBe(stableUuid('user:a'));
    expect(stableUuid('user:a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('computes CNPJ check digits, numeric and alphanumeric', () => {
    // Known valid CNPJs: 11.222.333/0001-81 and the Receita's alphanumeric example 12.ABC.345/01DE-35.
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(makeCnpj('11222333', 1)).toBe('11222333000181');
  });
});
