import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/number';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ChartCard } from '@/shared/ui/analytics-page';
import { operatorFigureColumns } from '@/widgets/operator-figures';
import { Card } from '@/shared/ui';
import { rankOperators } from '../model/operatorRanking';
import type { OperatorsPerformance_rows$data, OperatorsPerformance_rows$key } from './__generated__/OperatorsPerformance_rows.graphql';

const fragment = graphql`
  fragment OperatorsPerformance_rows on OperatorRow @relay(plural: true) {
    COD_ID_PROFISSIONAL
    NOME_PROFISSIONAL
    ID_UNIDADE
    NOM_NOME
    DATA_INCLUSAO
    NUM_CUPONS_TOTAL
    NUM_CUPONS_IDENTIFICADOS
    PER_CUPONS_IDENTIFICADOS
    VAL_FATURAMENTO_TOTAL
    VAL_FATURAMENTO_IDENTIFICADO
    PER_FATURAMENTO_IDENTIFICADO
  }
`;

type Row = OperatorsPerformance_rows$data[number];

/** How many operators the ranking chart shows (the table has them all). */
const RANKING_SIZE = 10;
/** Operators per page of the table. */
const PAGE_SIZE = 20;

export interface OperatorsPerformanceProps {
  rows: OperatorsPerformance_rows$key;
  /** the address of an operator's details page (keeps the page's filters) */
  detailsHref: (operatorId: string) => string;
  /** tools in the table's header (export) */
  actions?: ReactNode;
}

/**
 * Cashiers ranked by how often they identify the buyer on the coupon: the top of the ranking as a
 * chart, and every operator per store in a searchable, sortable, paged table linking to the details.
 */
export function OperatorsPerformance({ rows, detailsHref, actions }: OperatorsPerformanceProps) {
  const intl = useIntl();
  const data = useFragment(fragment, rows);
  // a minimum sample per operator (issue 14 §6): 7 coupons at 100 % must not lead the ranking
  const { ranked: ranking, leftOut, minCoupons } = rankOperators(data, RANKING_SIZE);
  const sampleRule = intl.formatMessage({ id: 'clubAnalytics.operatorRanking.rule' }, { min: minCoupons, leftOut });
  // an operator with no name in the register is called by their code, in the table and in the chart
  const displayName = (r: Row) => r.NOME_PROFISSIONAL.trim() || intl.formatMessage({ id: 'clubOperationalPerformance.unnamed' }, { code: r.COD_ID_PROFISSIONAL });
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'NOME_PROFISSIONAL',
      header: intl.formatMessage({ id: 'clubOperationalPerformance.col.operator' }),
      value: (r) => r.NOME_PROFISSIONAL,
      cell: (r) => <Link to={detailsHref(r.COD_ID_PROFISSIONAL)}>{displayName(r)}</Link>,
    },
    {
      id: 'COD_ID_PROFISSIONAL',
      header: intl.formatMessage({ id: 'clubOperationalPerformance.col.code' }),
      value: (r) => r.COD_ID_PROFISSIONAL,
      cell: (r) => r.COD_ID_PROFISSIONAL,
    },
    ...operatorFigureColumns<Row>(intl),
  ];
  return (
    <>
      {data.length > 0 && ranking.length === 0 && (
        <Card as="section" aria-label={intl.formatMessage({ id: 'clubOperationalPerformance.ranking' })} style={{ padding: 16 }}>
          <h2 style={{ margin: 0, fontSize: '1rem' }}>{intl.formatMessage({ id: 'clubOperationalPerformance.ranking' })}</h2>
          <p>{intl.formatMessage({ id: 'clubAnalytics.operatorRanking.noneEligible' }, { min: minCoupons })}</p>
        </Card>
      )}
      {ranking.length > 0 && (
        <ChartCard
          heading={intl.formatMessage({ id: 'clubOperationalPerformance.ranking' })}
          note={
            <>
              {intl.formatMessage({ id: 'clubOperationalPerformance.rankingNote' }, { count: formatNumber(ranking.length, 0) })}{' '}
              <span title={sampleRule}>{sampleRule}</span>
            </>
          }
          chartTitle={intl.formatMessage({ id: 'clubOperationalPerformance.rankingTitle' })}
          kind="bar"
          horizontal
          height={Math.max(220, 44 + ranking.length * 34)}
          // a name that appears twice in the ranking (two stores) is told apart by its store; an
          // operator with no name is named by their code, so two unnamed operators are not "the same name"
          // each bar says its sample size (coupons of the operator in the period)
          categories={ranking.map((r) => {
            const name = displayName(r);
            return intl.formatMessage(
              { id: 'clubAnalytics.operatorRanking.label' },
              {
                name:
                  ranking.filter((o) => displayName(o) === name).length > 1
                    ? intl.formatMessage({ id: 'clubOperationalPerformance.nameInStore' }, { name, store: r.NOM_NOME })
                    : name,
                coupons: formatNumber(r.NUM_CUPONS_TOTAL, 0),
              },
            );
          })}
          series={[{ name: intl.formatMessage({ id: 'clubOperationalPerformance.rankingSeries' }), data: ranking.map((r) => r.PER_CUPONS_IDENTIFICADOS) }]}
          formats={['percent']}
        />
      )}
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'clubOperationalPerformance.tableCaption' })}
        title={intl.formatMessage({ id: 'clubOperationalPerformance.tableTitle' })}
        columns={columns}
        rows={data}
        rowKey={(r) => `${r.COD_ID_PROFISSIONAL}@${r.ID_UNIDADE}`}
        empty={{ title: intl.formatMessage({ id: 'clubOperationalPerformance.empty' }), hint: intl.formatMessage({ id: 'clubOperationalPerformance.emptyHint' }) }}
        actions={actions}
        initialSort={[{ id: 'PER_CUPONS_IDENTIFICADOS', desc: true }]}
        pageSize={PAGE_SIZE}
        search={{
          label: intl.formatMessage({ id: 'clubOperationalPerformance.search' }),
          placeholder: intl.formatMessage({ id: 'clubOperationalPerformance.searchPlaceholder' }),
          searchText: (r) => `${r.NOME_PROFISSIONAL} ${r.COD_ID_PROFISSIONAL} ${r.NOM_NOME}`,
        }}
      />
    </>
  );
}
