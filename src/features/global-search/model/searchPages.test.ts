import { describe, expect, it } from '@jest/globals';
import { searchablePagesFor } from '@/shared/config/search';
import { PERSONAS } from '@/shared/config/testing/personas';
import { normalizeSearchText, searchPages, shouldShowEmpty, shouldShowSuggestions } from './searchPages';

const page = (name: string, description: string, section: string) => ({ id: name, name, description, section, path: `/${name}` });

const PAGES = [
  page('Faturamento diário', 'Faturamento dia a dia do mês.', 'Empresa'),
  page('Decomposição', 'Decomposição do faturamento em clientes e ticket.', 'Empresa'),
  page('Segmentação', 'Crie segmentos de clientes.', 'Clientes'),
  page('Banners', 'Banners exibidos no app.', 'Aplicativo'),
  page('Gestão de ofertas', 'Ofertas e descontos (100%).', 'Campanhas'),
];
const names = (term: string, pages = PAGES) => searchPages(term, pages).map((p) => p.name);

describe('searchPages', () => {
  it.each([
    ['fat%dia', ['Faturamento diário']],
    ['FATURAMENTO DIARIO', ['Faturamento diário']],
    ['segmentacao', ['Segmentação']],
    ['decomposiçao', ['Decomposição']],
    ['faturamento', ['Faturamento diário', 'Decomposição']],
    ['aplicativo', ['Banners']],
    ['empresa', ['Faturamento diário', 'Decomposição']],
    ['b%s', ['Banners']],
    ['de%cli', ['Decomposição', 'Segmentação']],
    ['  gestao  ', ['Gestão de ofertas']],
    ['(100', ['Gestão de ofertas']],
    ['xyz', []],
    ['', []],
    ['   ', []],
    ['%', []],
  ])('%j → %j', (term, expected) => {
    expect(names(term)).toEqual(expected);
  });

  it('puts name matches before description and section matches, keeping the input order', () => {
    expect(names('clientes')).toEqual(['Decomposição', 'Segmentação']);
    expect(names('ofertas')).toEqual(['Gestão de ofertas']);
  });

  it('only ever returns pages it was given (the pages the user may open)', () => {
    const promo = searchablePagesFor(PERSONAS.promo);
    expect(searchPages('faturamento', promo)).toEqual([]);
    // Notificações mentions the trade offers waiting for an answer
    expect(searchPages('trade', promo).map((p) => p.id)).toEqual(['industria.ofertas-trade', 'industria.sms-trade', 'industria.cashback-trade', 'perfil']);
    expect(searchPages('indústria', promo).map((p) => p.id)).toEqual(
      expect.arrayContaining(['industria.resultados-gerais', 'industria.ofertas-trade', 'industria.sms-trade', 'industria.cashback-trade']),
    );
  });

  it('finds catalogue pages by name, description or section for a full-access user', () => {
    const gerente = searchablePagesFor(PERSONAS.gerente);
    expect(searchPages('rfv', gerente).map((p) => p.id)).toEqual(['clientes.classificacao-rfv']);
    expect(searchPages('configuracoes', gerente).map((p) => p.id)).toEqual(expect.arrayContaining(['configuracoes.units', 'configuracoes-admin']));
    expect(searchPages('mar.ia', gerente).map((p) => p.id)).toEqual(
      expect.arrayContaining(['maria.quando-vou-vender', 'maria.produtos-impulsionadores', 'maria.campanha-da-maria']),
    );
  });
});

describe('normalizeSearchText', () => {
  it('drops accents, cedilla and case, and collapses spaces', () => {
    expect(normalizeSearchText('  Ação   Promoção ÁÉÍÓÚ ãõ ç ')).toBe('acao promocao aeiou ao c');
  });
});

describe('shouldShowEmpty', () => {
  it.each([
    ['', [], false],
    ['a', [], false],
    [' a ', [], false],
    ['ab', [], true],
    ['ab', [PAGES[0]], false],
    ['faturamento', [], true],
  ] as const)('%j with %j results: %s', (term, results, expected) => {
    expect(shouldShowEmpty(term, results)).toBe(expected);
  });
});

describe('shouldShowSuggestions', () => {
  it.each([
    ['', [], true],
    ['', ['a', 'b'], true],
    ['', ['a', 'b', 'c'], false],
    ['  ', ['a'], true],
    ['f', [], false],
  ] as const)('%j with recents %j: %s', (term, recents, expected) => {
    expect(shouldShowSuggestions(term, recents)).toBe(expected);
  });
});
