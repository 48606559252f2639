import { describe, expect, it } from '@jest/globals';
import { actingIn, PERSONAS, type PersonaKey } from '@/shared/config/testing/personas';
import { suggestionsFor } from './suggestions';

const ids = (persona: Parameters<typeof suggestionsFor>[0]) => suggestionsFor(persona).map((page) => page.id);

describe('suggestionsFor (spec §9 suggested routes)', () => {
  it.each([
    ['gerente', ['campanhas.cupom-desconto', 'clientes.classificacao-rfv', 'campanhas.email', 'maria.quando-vou-vender', 'maria.campanha-da-maria', 'maria.produtos-impulsionadores']],
    ['admin', ['campanhas.cupom-desconto', 'clientes.classificacao-rfv', 'campanhas.email', 'maria.quando-vou-vender', 'maria.campanha-da-maria', 'maria.produtos-impulsionadores']],
    ['franqueado', ['campanhas.cupom-desconto', 'clientes.classificacao-rfv', 'campanhas.email', 'maria.quando-vou-vender', 'maria.campanha-da-maria', 'maria.produtos-impulsionadores']],
    // analista holds none of these pages' permissions
    ['analista', []],
    ['promo', ['industria.resultados-gerais', 'industria.ofertas-trade', 'industria.sms-trade']],
  ] as const)('%s → %j', (persona: PersonaKey, expected) => {
    expect(ids(PERSONAS[persona])).toEqual(expected);
  });

  it('drops suggestions whose module is off in the account', () => {
    // Atacadão Promo has neither discount_coupon nor email_v2; the platform admin is not held by promotions-only
    expect(ids(actingIn(PERSONAS.admin, 'atacadao-promo'))).toEqual([
      'clientes.classificacao-rfv',
      'maria.quando-vou-vender',
      'maria.campanha-da-maria',
      'maria.produtos-impulsionadores',
    ]);
  });

  it('describes suggestions as searchable pages', () => {
    expect(suggestionsFor(PERSONAS.promo)[1]).toEqual({
      id: 'industria.ofertas-trade',
      name: 'Ofertas trade',
      description: 'Propostas de ofertas com a indústria: recebidas, aceitas e histórico.',
      section: 'Indústria',
      path: '/industria/ofertas-trade',
    });
  });
});
