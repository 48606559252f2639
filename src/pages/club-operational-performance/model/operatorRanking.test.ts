import { describe, expect, it } from '@jest/globals';
import { MIN_RANKING_COUPONS, rankOperators } from './operatorRanking';

const op = (name: string, coupons: number, identified: number) => ({
  NOME_PROFISSIONAL: name,
  NOM_NOME: 'Loja 1',
  NUM_CUPONS_TOTAL: coupons,
  PER_CUPONS_IDENTIFICADOS: coupons ? (identified / coupons) * 100 : 0,
});

describe('rankOperators (minimum sample)', () => {
  it('does not put 7 coupons at 100 % first: operators under the minimum sample are left out and counted', () => {
    const rows = [op('Sete', 7, 7), op('Ana', 1200, 780), op('Bia', 900, 630), op('Caio', 99, 90)];
    const { ranked, leftOut, minCoupons } = rankOperators(rows, 10);
    expect(ranked.map((r) => r.NOME_PROFISSIONAL)).toEqual(['Bia', 'Ana']);
    expect(leftOut).toBe(2);
    expect(minCoupons).toBe(MIN_RANKING_COUPONS);
  });

  it('keeps an operator at exactly the minimum, ranks by the rate then by more coupons, and cuts at the size', () => {
    const rows = [op('A', MIN_RANKING_COUPONS, 50), op('B', 400, 200), op('C', 300, 270), op('D', 500, 100)];
    expect(rankOperators(rows, 3).ranked.map((r) => r.NOME_PROFISSIONAL)).toEqual(['C', 'B', 'A']);
  });
});
