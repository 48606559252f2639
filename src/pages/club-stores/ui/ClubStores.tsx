import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ChartCard } from '@/shared/ui/analytics-page';
import type { ClubStores_rows$data, ClubStores_rows$key } from './__generated__/ClubStores_rows.graphql';
import { exportHeaders } from '@/shared/config';

/** the same headers as the exported file's */
const STORE_HEADERS = exportHeaders('clube.lojas');

const fragment = graphql`
  fragment ClubStores_rows on ClubStoreRow @relay(plural: true) {
    ID_UNIDADE
    NOM_NOME
    NUM_CLIENTES_CADASTRADOS
    NUM_CLIENTES_ATIVOS
    VAL_FATURAMENTO
    NUM_CUPONS
    PER_FATURAMENTO_FIDELIDADE
    VAL_TICKET_MEDIO_FIDELIDADE
    VAL_TICKET_MEDIO_NAO_FIDELIDADE
    PER_CUPONS_FIDELIDADE
  }
`;

type Row = ClubStores_rows$data[number];

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'NOM_NOME', header: STORE_HEADERS.NOM_NOME, value: (r) => r.NOM_NOME, cell: (r) => r.NOM_NOME },
  { id: 'NUM_CLIENTES_CADASTRADOS', header: STORE_HEADERS.NUM_CLIENTES_CADASTRADOS, numeric: true, value: (r) => r.NUM_CLIENTES_CADASTRADOS, cell: (r) => formatNumber(r.NUM_CLIENTES_CADASTRADOS, 0) },
  { id: 'NUM_CLIENTES_ATIVOS', header: STORE_HEADERS.NUM_CLIENTES_ATIVOS, numeric: true, value: (r) => r.NUM_CLIENTES_ATIVOS, cell: (r) => formatNumber(r.NUM_CLIENTES_ATIVOS, 0) },
  { id: 'VAL_FATURAMENTO', header: STORE_HEADERS.VAL_FATURAMENTO, numeric: true, value: (r) => r.VAL_FATURAMENTO, cell: (r) => formatCurrency(r.VAL_FATURAMENTO) },
  { id: 'PER_FATURAMENTO_FIDELIDADE', header: STORE_HEADERS.PER_FATURAMENTO_FIDELIDADE, numeric: true, value: (r) => r.PER_FATURAMENTO_FIDELIDADE, cell: (r) => formatPercent(r.PER_FATURAMENTO_FIDELIDADE) },
  { id: 'VAL_TICKET_MEDIO_FIDELIDADE', header: STORE_HEADERS.VAL_TICKET_MEDIO_FIDELIDADE, numeric: true, value: (r) => r.VAL_TICKET_MEDIO_FIDELIDADE, cell: (r) => formatCurrency(r.VAL_TICKET_MEDIO_FIDELIDADE) },
  { id: 'VAL_TICKET_MEDIO_NAO_FIDELIDADE', header: STORE_HEADERS.VAL_TICKET_MEDIO_NAO_FIDELIDADE, numeric: true, value: (r) => r.VAL_TICKET_MEDIO_NAO_FIDELIDADE, cell: (r) => formatCurrency(r.VAL_TICKET_MEDIO_NAO_FIDELIDADE) },
  { id: 'PER_CUPONS_FIDELIDADE', header: STORE_HEADERS.PER_CUPONS_FIDELIDADE, numeric: true, value: (r) => r.PER_CUPONS_FIDELIDADE, cell: (r) => formatPercent(r.PER_CUPONS_FIDELIDADE) },
];

export interface ClubStoresProps {
  rows: ClubStores_rows$key;
  /** tools in the table's header (export) */
  actions?: ReactNode;
}

/**
 * The club store by store: a bar per store with its loyalty share of revenue (stores with sales),
 * and the sortable table of every figure. Clients count by registration store, sales by coupon store.
 */
export function ClubStores({ rows, actions }: ClubStoresProps) {
  const intl = useIntl();
  const data = useFragment(fragment, rows);
  const selling = [...data].filter((r) => r.NUM_CUPONS > 0).sort((a, b) => b.PER_FATURAMENTO_FIDELIDADE - a.PER_FATURAMENTO_FIDELIDADE);
  return (
    <>
      {selling.length > 0 && (
        <ChartCard
          heading={intl.formatMessage({ id: 'clubStores.shareChart' })}
          note={intl.formatMessage({ id: 'clubStores.shareChartNote' })}
          kind="bar"
          horizontal
          height={Math.max(220, 44 + selling.length * 34)}
          categories={selling.map((r) => r.NOM_NOME)}
          series={[{ name: intl.formatMessage({ id: 'clubStores.loyaltyShareSeries' }), data: selling.map((r) => r.PER_FATURAMENTO_FIDELIDADE) }]}
          formats={['percent']}
        />
      )}
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'clubStores.tableCaption' })}
        title={intl.formatMessage({ id: 'clubStores.tableTitle' })}
        columns={COLUMNS}
        rows={data}
        rowKey={(r) => r.ID_UNIDADE}
        empty={{ title: intl.formatMessage({ id: 'clubStores.empty' }), hint: intl.formatMessage({ id: 'clubStores.emptyHint' }) }}
        actions={actions}
        initialSort={[{ id: 'VAL_FATURAMENTO', desc: true }]}
        pageSize={25}
      />
    </>
  );
}
