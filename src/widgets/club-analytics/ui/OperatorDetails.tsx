import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { KpiCard, KpiGrid } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import { ClubTable, type ClubColumn } from './ClubTable';
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

const ChartBox = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const COLUMNS: ClubColumn<StoreRow>[] = [
  { id: 'NOM_NOME', header: 'Loja', value: (r) => r.NOM_NOME, cell: (r) => r.NOM_NOME },
  { id: 'DATA_INCLUSAO', header: 'Primeiro dia', value: (r) => r.DATA_INCLUSAO, cell: (r) => formatDay(r.DATA_INCLUSAO) },
  { id: 'NUM_CUPONS_TOTAL', header: 'Cupons', numeric: true, value: (r) => r.NUM_CUPONS_TOTAL, cell: (r) => formatNumber(r.NUM_CUPONS_TOTAL, 0) },
  { id: 'NUM_CUPONS_IDENTIFICADOS', header: 'Identificados', numeric: true, value: (r) => r.NUM_CUPONS_IDENTIFICADOS, cell: (r) => formatNumber(r.NUM_CUPONS_IDENTIFICADOS, 0) },
  { id: 'PER_CUPONS_IDENTIFICADOS', header: '% identificados', numeric: true, value: (r) => r.PER_CUPONS_IDENTIFICADOS, cell: (r) => formatPercent(r.PER_CUPONS_IDENTIFICADOS) },
  { id: 'VAL_FATURAMENTO_TOTAL', header: 'Faturamento', numeric: true, value: (r) => r.VAL_FATURAMENTO_TOTAL, cell: (r) => formatCurrency(r.VAL_FATURAMENTO_TOTAL) },
  { id: 'VAL_FATURAMENTO_IDENTIFICADO', header: 'Faturamento identificado', numeric: true, value: (r) => r.VAL_FATURAMENTO_IDENTIFICADO, cell: (r) => formatCurrency(r.VAL_FATURAMENTO_IDENTIFICADO) },
  { id: 'PER_FATURAMENTO_IDENTIFICADO', header: '% faturamento identificado', numeric: true, value: (r) => r.PER_FATURAMENTO_IDENTIFICADO, cell: (r) => formatPercent(r.PER_FATURAMENTO_IDENTIFICADO) },
];

export interface OperatorDetailsProps {
  operator: OperatorDetails_operator$key;
  /** tools in the stores table's header (export) */
  actions?: ReactNode;
}

/** One cashier over the period: the figures, the identified share day by day and the split per store. */
export function OperatorDetails({ operator, actions }: OperatorDetailsProps) {
  const data = useFragment(fragment, operator);
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
        <ChartBox as="section" aria-label="Cupons identificados por dia">
          <h2>Cupons identificados por dia</h2>
          <p>Parte dos cupons do operador com CPF/CNPJ informado, em cada dia do período com vendas.</p>
          <Chart
            title="Percentual de cupons identificados por dia"
            kind="bar"
            categories={data.days.map((d) => formatDay(d.day).slice(0, 5))}
            series={[{ name: '% cupons identificados', data: data.days.map((d) => d.PER_CUPONS_IDENTIFICADOS) }]}
            formats={['percent']}
          />
        </ChartBox>
      )}
      <ClubTable
        caption="O operador em cada loja"
        title="Por loja"
        columns={COLUMNS}
        rows={data.stores}
        rowKey={(r) => r.ID_UNIDADE}
        empty={{ title: 'Nenhuma loja', hint: 'O operador não emitiu cupons nas lojas escolhidas.' }}
        actions={actions}
      />
    </>
  );
}
