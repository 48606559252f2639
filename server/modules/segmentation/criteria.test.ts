import { describe, expect, it } from '@jest/globals';
import { segmentStructure } from './criteria';

const labelsOf = (key: string) => segmentStructure([]).find((criterion) => criterion.key === key)!.parameters.map((parameter) => parameter.label);

describe('the criteria catalogue', () => {
  it('names the bounds of each range in pt-BR that agrees with its noun', () => {
    expect(labelsOf('age').slice(0, 2)).toEqual(['Idade mínima', 'Idade máxima']);
    expect(labelsOf('recency_days')).toEqual(['Mínimo de dias', 'Máximo de dias']);
    expect(labelsOf('frequency').slice(0, 2)).toEqual(['Mínimo de cupons', 'Máximo de cupons']);
    expect(labelsOf('total_spent').slice(0, 2)).toEqual(['Valor mínimo (R$)', 'Valor máximo (R$)']);
    expect(labelsOf('average_ticket').slice(0, 2)).toEqual(['Ticket mínimo (R$)', 'Ticket máximo (R$)']);
  });
});
