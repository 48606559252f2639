import { formatCurrency, formatNumber, formatPercent } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore } from '../../stores';
import type { MetricsScope, TableContext } from '../sales-analytics';
import { formatDay } from '../../../src/shared/lib/sales-filters';
import { getAccount, recencyCriteria, DEFAULT_RECENCY_CRITERIA } from '../accounts';
import { consumerContacts } from './contacts';
import { retentionList, type ActivityGroup } from './retention';
import { OTHERS_KEY, customerDemographics, type DemographicGroup } from './demographics';
import type { CustomerScope } from './scope';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type CustomerTableRows = (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>, access: TableContext) => Promise<string[][]>;

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

/** Consumers read per batch, and at most, when a list is exported. */
const LIST_BATCH = 5000;
const MAX_LIST_ROWS = 500_000;

const ACTIVITY_GROUPS: Record<ActivityGroup, string> = {
  actives: 'Ativos',
  recent_inactives: 'Inativos recentes',
  at_risk: 'Em risco',
  losses: 'Perdidos',
};

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
  // params.status: ACTIVE (default) or INACTIVE, as the list the button is on
  'clientes.retencao.clientes': async (ch, scope, params, access) => {
    if (!access) throw new Error('a lista de clientes precisa dos dados de cadastro');
    const account = await getAccount(access.db, scope.accountId);
    const criteria = account ? recencyCriteria(account) : DEFAULT_RECENCY_CRITERIA;
    const status = params.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE';
    const rows: string[][] = [];
    for (let offset = 0; offset < MAX_LIST_ROWS; offset += LIST_BATCH) {
      const page = await retentionList(ch, customerScopeOf(scope), criteria, status, { offset, limit: LIST_BATCH });
      const contacts = await consumerContacts(access.db, { personalData: access.personalData }, scope.accountId, page.rows.map((row) => row.document_no));
      for (const row of page.rows) {
        const contact = contacts.get(row.document_no);
        rows.push([
          contact?.name ?? '',
          contact?.document ?? '',
          contact?.email ?? '',
          contact?.phone ?? '',
          formatDay(row.first_day),
          formatDay(row.last_day),
          formatNumber(row.days, 0),
          ACTIVITY_GROUPS[row.group],
        ]);
      }
      if (page.rows.length < LIST_BATCH) break;
    }
    return rows;
  },
} satisfies Partial<Record<ExportTableId, CustomerTableRows>>;
