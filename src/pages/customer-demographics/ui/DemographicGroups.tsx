import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { exportHeaders } from '@/shared/config';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { ChartCard, Section } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { DemographicGroups_groups$data, DemographicGroups_groups$key } from './__generated__/DemographicGroups_groups.graphql';
import { groupLabel, type Dimension } from './groupLabel';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('clientes.perfil-demografico');

const fragment = graphql`
  fragment DemographicGroups_groups on DemographicGroup @relay(plural: true) {
    key
    NUM_CLIENTES
    PER_CLIENTES
    VAL_FATURAMENTO_FIDELIDADE
    PER_FATURAMENTO
    NUM_CUPONS_FIDELIDADE
    VAL_TICKET_MEDIO
  }
`;

type Group = DemographicGroups_groups$data[number] & { label: string };

const FIGURE_COLUMNS: DataTableColumn<Group>[] = [
  { id: 'NUM_CLIENTES', header: HEADERS.NUM_CLIENTES, numeric: true, value: (r) => r.NUM_CLIENTES, cell: (r) => formatNumber(r.NUM_CLIENTES, 0) },
  { id: 'PER_CLIENTES', header: HEADERS.PER_CLIENTES, numeric: true, value: (r) => r.PER_CLIENTES, cell: (r) => formatPercent(r.PER_CLIENTES) },
  {
    id: 'VAL_FATURAMENTO_FIDELIDADE',
    header: HEADERS.VAL_FATURAMENTO_FIDELIDADE,
    numeric: true,
    value: (r) => r.VAL_FATURAMENTO_FIDELIDADE,
    cell: (r) => formatCurrency(r.VAL_FATURAMENTO_FIDELIDADE),
  },
  { id: 'PER_FATURAMENTO', header: HEADERS.PER_FATURAMENTO, numeric: true, value: (r) => r.PER_FATURAMENTO, cell: (r) => formatPercent(r.PER_FATURAMENTO) },
  {
    id: 'NUM_CUPONS_FIDELIDADE',
    header: HEADERS.NUM_CUPONS_FIDELIDADE,
    numeric: true,
    value: (r) => r.NUM_CUPONS_FIDELIDADE,
    cell: (r) => formatNumber(r.NUM_CUPONS_FIDELIDADE, 0),
  },
  { id: 'VAL_TICKET_MEDIO', header: HEADERS.VAL_TICKET_MEDIO, numeric: true, value: (r) => r.VAL_TICKET_MEDIO, cell: (r) => formatCurrency(r.VAL_TICKET_MEDIO) },
];

export interface DemographicGroupsProps {
  dimension: Dimension;
  groups: DemographicGroups_groups$key;
  heading: string;
  note?: string;
  /** how the chart draws the groups: a donut for a few groups, bars for ranked or ordered ones */
  chart: 'donut' | 'bar' | 'hbar';
}

/**
 * One dimension of the profile: a chart of consumers per group (bars also show the loyalty revenue)
 * and the table of every figure, each cell carrying its raw value. Groups keep the server's order
 * (fixed for gender, age and person type; by consumers for cities and neighbourhoods).
 */
export function DemographicGroups({ dimension, groups, heading, note, chart }: DemographicGroupsProps) {
  const intl = useIntl();
  const data = useFragment(fragment, groups);
  const rows: Group[] = data.map((group) => ({ ...group, label: groupLabel(intl, dimension, group.key) }));
  const columns: DataTableColumn<Group>[] = [{ id: 'group', header: heading, value: (r) => r.label, cell: (r) => r.label }, ...FIGURE_COLUMNS];
  const drawn = rows.filter((row) => row.NUM_CLIENTES > 0);
  const consumers = intl.formatMessage({ id: 'customerDemographics.consumersSeries' });
  const title: ReactNode = (
    <>
      {heading} <InfoTip label={heading} text={intl.formatMessage({ id: 'customerDemographics.tableTip' })} />
    </>
  );
  return (
    <Section aria-label={heading} data-dimension={dimension}>
      <ChartCard
          heading={heading}
          note={note}
          kind={chart === 'donut' ? 'donut' : 'bar'}
          horizontal={chart === 'hbar'}
          height={chart === 'hbar' ? Math.max(240, 44 + drawn.length * 26) : 280}
          categories={drawn.map((row) => row.label)}
          series={[{ name: consumers, data: drawn.map((row) => row.NUM_CLIENTES) }]}
          formats={['number']}
          empty={drawn.length === 0 ? intl.formatMessage({ id: 'customerDemographics.empty' }) : undefined}
        />
      <DataTable
          rawValues
          caption={heading}
          title={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${dimension}:${row.key}`}
          empty={{ title: intl.formatMessage({ id: 'customerDemographics.empty' }), hint: intl.formatMessage({ id: 'customerDemographics.emptyHint' }) }}
          pageSize={chart === 'hbar' ? 25 : undefined}
        />
    </Section>
  );
}
