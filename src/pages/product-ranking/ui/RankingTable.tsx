import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { exportHeaders } from '@/shared/config';
import { formatCurrency, formatNumber, formatPercent, formatWeight } from '@/shared/lib/number';
import { ChartCard } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { RankingTable_ranking$data, RankingTable_ranking$key } from './__generated__/RankingTable_ranking.graphql';

/** The product's name over its SKU and place in the catalogue, one block in the table and in the phone's card. */
const NameCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  white-space: normal;
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** the same headers as the exported file's */
const HEADERS = exportHeaders('produtos.ranking-produtos');

const fragment = graphql`
  fragment RankingTable_ranking on ProductRanking {
    metric
    order
    rows {
      position
      product {
        id
        sku
        name
        department
        category
        isWeightable
        NUM_ITENS
        VAL_QUANTIDADE_KG
        VAL_FATURAMENTO
        PER_FATURAMENTO
        NUM_CUPONS
        NUM_CLIENTES
        VAL_PRECO_MEDIO
        VAL_QUANTIDADE_MEDIA_NA_CESTA
      }
    }
  }
`;

type Row = RankingTable_ranking$data['rows'][number];
type Metric = RankingTable_ranking$data['metric'];

const METRIC_FIELD = { QUANTITY: 'NUM_ITENS', REVENUE: 'VAL_FATURAMENTO', TICKETS: 'NUM_CUPONS', CLIENTS: 'NUM_CLIENTES' } as const;
/** How many products the chart shows (the table lists them all). */
const CHART_SIZE = 10;

const detailPath = (row: Row) => `/produtos/detalhes-produto/${encodeURIComponent(row.product.id)}`;

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'position', header: HEADERS.position, numeric: true, value: (r) => r.position, cell: (r) => formatNumber(r.position, 0) },
  {
    id: 'name',
    header: HEADERS.name,
    value: (r) => r.product.name,
    cell: (r) => (
      <NameCell>
        <Link to={detailPath(r)}>{r.product.name}</Link>
        <small>
          {r.product.sku} · {r.product.department || '—'} › {r.product.category || '—'}
        </small>
      </NameCell>
    ),
  },
  { id: 'NUM_ITENS', header: HEADERS.NUM_ITENS, numeric: true, value: (r) => r.product.NUM_ITENS, cell: (r) => formatNumber(r.product.NUM_ITENS, 0) },
  {
    id: 'VAL_QUANTIDADE_KG',
    header: HEADERS.VAL_QUANTIDADE_KG,
    numeric: true,
    value: (r) => (r.product.isWeightable ? r.product.VAL_QUANTIDADE_KG : null),
    cell: (r) => (r.product.isWeightable ? formatWeight(r.product.VAL_QUANTIDADE_KG) : '—'),
  },
  { id: 'VAL_FATURAMENTO', header: HEADERS.VAL_FATURAMENTO, numeric: true, value: (r) => r.product.VAL_FATURAMENTO, cell: (r) => formatCurrency(r.product.VAL_FATURAMENTO) },
  { id: 'PER_FATURAMENTO', header: HEADERS.PER_FATURAMENTO, numeric: true, value: (r) => r.product.PER_FATURAMENTO, cell: (r) => formatPercent(r.product.PER_FATURAMENTO) },
  { id: 'NUM_CUPONS', header: HEADERS.NUM_CUPONS, numeric: true, value: (r) => r.product.NUM_CUPONS, cell: (r) => formatNumber(r.product.NUM_CUPONS, 0) },
  { id: 'NUM_CLIENTES', header: HEADERS.NUM_CLIENTES, numeric: true, value: (r) => r.product.NUM_CLIENTES, cell: (r) => formatNumber(r.product.NUM_CLIENTES, 0) },
  { id: 'VAL_PRECO_MEDIO', header: HEADERS.VAL_PRECO_MEDIO, numeric: true, value: (r) => r.product.VAL_PRECO_MEDIO, cell: (r) => formatCurrency(r.product.VAL_PRECO_MEDIO) },
  {
    id: 'VAL_QUANTIDADE_MEDIA_NA_CESTA',
    header: HEADERS.VAL_QUANTIDADE_MEDIA_NA_CESTA,
    numeric: true,
    value: (r) => r.product.VAL_QUANTIDADE_MEDIA_NA_CESTA,
    cell: (r) => formatNumber(r.product.VAL_QUANTIDADE_MEDIA_NA_CESTA, 2),
  },
];

export interface RankingTableProps {
  ranking: RankingTable_ranking$key;
  /** tools in the table's header (export) */
  actions?: ReactNode;
}

/** The first ten as bars, then the whole list (up to 100) in the ranking's order, sortable by any column. */
export function RankingTable({ ranking, actions }: RankingTableProps) {
  const intl = useIntl();
  const data = useFragment(fragment, ranking);
  const known = data.metric as Exclude<Metric, '%future added value'>;
  const metricName = intl.formatMessage({ id: `productRanking.metric.${known}` });
  const metric = metricName.toLowerCase();
  const field = METRIC_FIELD[known];
  const first = data.rows.slice(0, CHART_SIZE);
  return (
    <>
      {first.length > 0 && (
        <ChartCard
          heading={intl.formatMessage({ id: 'productRanking.chart' }, { metric })}
          kind="bar"
          horizontal
          height={Math.max(220, 44 + first.length * 34)}
          categories={first.map((r) => r.product.name)}
          series={[{ name: metricName, data: first.map((r) => r.product[field]) }]}
          formats={[data.metric === 'REVENUE' ? 'currency' : 'number']}
        />
      )}
      <p>{intl.formatMessage({ id: 'productRanking.tableNote' }, { order: data.order })}</p>
      <DataTable
        rawValues
        address="tabela"
        caption={intl.formatMessage({ id: 'productRanking.tableCaption' })}
        title={intl.formatMessage({ id: `productRanking.tableTitle.${data.order === 'LEAST' ? 'LEAST' : 'TOP'}` }, { count: data.rows.length, metric })}
        columns={COLUMNS}
        rows={data.rows}
        rowKey={(r) => r.product.id}
        empty={{ title: intl.formatMessage({ id: 'productRanking.empty' }), hint: intl.formatMessage({ id: 'productRanking.emptyHint' }) }}
        actions={actions}
        initialSort={[{ id: 'position', desc: false }]}
        pageSize={25}
        search={{
          label: intl.formatMessage({ id: 'productRanking.search' }),
          placeholder: intl.formatMessage({ id: 'productRanking.searchPlaceholder' }),
          searchText: (r) => `${r.product.name} ${r.product.sku}`,
        }}
      />
    </>
  );
}
