import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KpiCard } from '@/entities/metric';
import { formatDay } from '@/shared/lib/sales-filters';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ChartCard, KpiGrid } from '@/shared/ui/analytics-page';
import { operatorFigureColumns } from '@/widgets/operator-figures';
import type { OperatorDetails_operator$data, OperatorDetails_operator$key } from './__generated__/OperatorDetails_operator.graphql';

const fragment = graphql`
  fragment OperatorDetails_operator on OperatorDetails {
    COD_ID_PROFISSIONAL
    DATA_INCLUSAO
    NUM_CUPONS_TOTAL
    NUM_CUPONS_IDENTIFICADOS
    PER_CUPONS_IDENTIFICADOS
    VAL_FATURAMENTO_TOTAL
    VAL_FATURAMENTO_IDENTIFICADO
    PER_FATURAMENTO_IDENTIFICADO
    days {
      day
      NUM_CUPONS_TOTAL
      NUM_CUPONS_IDENTIFICADOS
      PER_CUPONS_IDENTIFICADOS
    }
    stores {
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
  }
`;

type StoreRow = OperatorDetails_operator$data['stores'][number];

export interface OperatorDetailsProps {
  operator: OperatorDetails_operator$key;
  /** tools in the stores table's header (export) */
  actions?: ReactNode;
}

/** One cashier over the period: the figures, the identified share day by day and the split per store. */
export function OperatorDetails({ operator, actions }: OperatorDetailsProps) {
  const intl = useIntl();
  const data = useFragment(fragment, operator);
  const columns: DataTableColumn<StoreRow>[] = operatorFigureColumns<StoreRow>(intl);
  return (
    <>
      <KpiGrid>
        <KpiCard metric="NUM_CUPONS_TOTAL" value={data.NUM_CUPONS_TOTAL} />
        <KpiCard metric="NUM_CUPONS_IDENTIFICADOS" value={data.NUM_CUPONS_IDENTIFICADOS} />
        <KpiCard metric="PER_CUPONS_IDENTIFICADOS" value={data.PER_CUPONS_IDENTIFICADOS} />
        <KpiCard metric="VAL_FATURAMENTO_TOTAL" value={data.VAL_FATURAMENTO_TOTAL} />
        <KpiCard metric="VAL_FATURAMENTO_IDENTIFICADO" value={data.VAL_FATURAMENTO_IDENTIFICADO} />
        <KpiCard metric="PER_FATURAMENTO_IDENTIFICADO" value={data.PER_FATURAMENTO_IDENTIFICADO} />
        <KpiCard metric="DATA_INCLUSAO" value={data.DATA_INCLUSAO} />
      </KpiGrid>
      {data.days.length > 0 && (
        <ChartCard
          heading={intl.formatMessage({ id: 'clubOperatorDetails.daysChart' })}
          note={intl.formatMessage({ id: 'clubOperatorDetails.daysChartNote' })}
          chartTitle={intl.formatMessage({ id: 'clubOperatorDetails.daysChartTitle' })}
          kind="bar"
          categories={data.days.map((d) => formatDay(d.day).slice(0, 5))}
          series={[{ name: intl.formatMessage({ id: 'clubOperatorDetails.daysSeries' }), data: data.days.map((d) => d.PER_CUPONS_IDENTIFICADOS) }]}
          formats={['percent']}
        />
      )}
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'clubOperatorDetails.tableCaption' })}
        title={intl.formatMessage({ id: 'clubOperatorDetails.tableTitle' })}
        columns={columns}
        rows={data.stores}
        rowKey={(r) => r.ID_UNIDADE}
        empty={{ title: intl.formatMessage({ id: 'clubOperatorDetails.empty' }), hint: intl.formatMessage({ id: 'clubOperatorDetails.emptyHint' }) }}
        actions={actions}
      />
    </>
  );
}
