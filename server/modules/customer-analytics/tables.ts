import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore } from '../../stores';
import type { MetricsScope } from '../sales-analytics';
import { OTHERS_KEY, customerDemographics, type DemographicGroup } from './demographics';
import type { CustomerScope } from './scope';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type CustomerTableRows = (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>) => Promise<string[][]>;

const NOT_INFORMED = 'Não informado';
const GENDERS: Record<string, string> = { F: 'Feminino', M: 'Masculino', U: NOT_INFORMED };
const PERSON_TYPES: Record<string, string> = { F: 'Pessoa física', J: 'Pessoa jurídica' };

/** The pt-BR name of a demographic group in the exported file (the screen says the same through its texts). */
export function demographicGroupLabel(dimension: 'genders' | 'ageBands' | 'personTypes' | 'cities' | 'neighborhoods', key: string): string {
  if (key === OTHERS_KEY) return 'Outros';
  if (dimension === 'genders') return GENDERS[key] ?? NOT_INFORMED;
  if (dimension === 'personTypes') return PERSON_TYPES[key] ?? key;
  if (dimension === 'ageBands') return key === 'NI' ? NOT_INFORMED : key === '65+' ? '65 anos ou mais' : `${key.replace('-', ' a ')} anos`;
  if (dimension === 'cities') return key || NOT_INFORMED;
  const [neighborhood, city] = key.split('|');
  return `${neighborhood || NOT_INFORMED} (${city || NOT_INFORMED})`;
}

export const customerScopeOf = (scope: MetricsScope): CustomerScope => ({
  accountId: scope.accountId,
  run: scope.run,
  start: scope.start,
  end: scope.end,
  units: scope.units,
  personType: scope.personType,
});

const DIMENSIONS = [
  ['genders', 'Gênero'],
  ['ageBands', 'Faixa etária'],
  ['personTypes', 'Tipo de pessoa'],
  ['cities', 'Cidade'],
  ['neighborhoods', 'Bairro'],
] as const;

const groupRow = (dimension: (typeof DIMENSIONS)[number], group: DemographicGroup) => [
  dimension[1],
  demographicGroupLabel(dimension[0], group.key),
  formatNumber(group.NUM_CLIENTES, 0),
  formatPercent(group.PER_CLIENTES),
  formatCurrency(group.VAL_FATURAMENTO_FIDELIDADE),
  formatPercent(group.PER_FATURAMENTO),
  formatNumber(group.NUM_CUPONS_FIDELIDADE, 0),
  formatCurrency(group.VAL_TICKET_MEDIO),
];

/** The customer analytics tables people can export, computed by the functions that feed the pages. */
export const CUSTOMER_TABLE_ROWS = {
  'clientes.perfil-demografico': async (ch, scope) => {
    const profile = await customerDemographics(ch, customerScopeOf(scope));
    return DIMENSIONS.flatMap((dimension) => profile[dimension[0]].map((group) => groupRow(dimension, group)));
  },
} satisfies Partial<Record<ExportTableId, CustomerTableRows>>;
