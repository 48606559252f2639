import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import type { Definition } from '../model/definition';
import { DefinitionEditor, type CatalogueCriterion } from './DefinitionEditor';

const CATALOGUE: CatalogueCriterion[] = [
  {
    key: 'gender',
    label: 'Gênero',
    description: 'Gênero informado no cadastro.',
    group: 'demographic',
    groupLabel: 'Demográficos',
    parameters: [{ name: 'values', label: 'Gêneros', type: 'values', required: true, options: [{ value: 'F', label: 'Feminino' }, { value: 'M', label: 'Masculino' }], lookup: null }],
  },
  {
    key: 'age',
    label: 'Idade',
    description: 'Idade em anos completos.',
    group: 'demographic',
    groupLabel: 'Demográficos',
    parameters: [
      { name: 'min', label: 'Idade mínima', type: 'int_range', required: false, options: null, lookup: null },
      { name: 'max', label: 'Idade máxima', type: 'int_range', required: false, options: null, lookup: null },
    ],
  },
  {
    key: 'total_spent',
    label: 'Valor gasto',
    description: 'Faturamento fidelidade no período.',
    group: 'purchase',
    groupLabel: 'Compras',
    parameters: [
      { name: 'min', label: 'Valor mínimo', type: 'money_range', required: false, options: null, lookup: null },
      { name: 'window', label: 'Período', type: 'date_window', required: true, options: null, lookup: null },
    ],
  },
];

const DEFINITION: Definition = {
  operator: 'OR',
  groups: [
    { operator: 'AND', criteria: [{ key: 'gender', values: ['F'] }, { key: 'age', min: 25, max: 34, negate: true }] },
    { operator: 'OR', criteria: [{ key: 'total_spent', min: 500, from: '2026-01-01', to: '2026-03-31' }] },
  ],
  limiter: { max_clients: 5000, order: 'revenue_desc' },
};

describe('the definition editor', () => {
  it('read-only: shows groups, criteria with their values in words, operators and the limiter, with no input or action', () => {
    renderWithProviders(<DefinitionEditor definition={DEFINITION} criteria={CATALOGUE} idPrefix="t" readOnly />);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.getByText('OU: o cliente atende a pelo menos um grupo')).toBeTruthy();
    const gender = screen.getByRole('group', { name: 'Gênero' });
    expect(within(gender).getByText('Gêneros')).toBeTruthy();
    expect(within(gender).getByText('Feminino')).toBeTruthy();
    const age = screen.getByRole('group', { name: 'Idade' });
    expect(within(age).getByText('NÃO')).toBeTruthy();
    expect(within(age).getByText('25')).toBeTruthy();
    expect(within(age).getByText('34')).toBeTruthy();
    const spent = screen.getByRole('group', { name: 'Valor gasto' });
    expect(within(spent).getByText(/R\$\s*500,00/)).toBeTruthy();
    expect(within(spent).getByText('de 01/01/2026 a 31/03/2026')).toBeTruthy();
    expect(screen.getByText('No máximo 5.000 clientes: Quem mais gastou nos últimos 12 meses.')).toBeTruthy();
  });

  it('editable (the same definition): inputs and actions, so the read-only mode is the one hiding them', () => {
    renderWithProviders(<DefinitionEditor definition={{ ...DEFINITION, groups: [DEFINITION.groups[0]] }} criteria={CATALOGUE.slice(1, 2)} idPrefix="t" dispatch={() => undefined} />);
    expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Excluir o critério Idade' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Idade mínima' })).toBeTruthy();
  });
});
