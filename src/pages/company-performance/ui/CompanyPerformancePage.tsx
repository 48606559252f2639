import { FormattedMessage } from 'react-intl';
import styled from '@emotion/styled';
import { Suspense, useMemo } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { comparisonGap, InfoTip, shownChange } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Card, PageContainer, PageHeading } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { NoProcessedSales, ReportSkeleton, SalesHoursHeatmap } from '@/widgets/revenue-report';
import { COMPANY_PERFORMANCE_DEFAULTS, CompanyPerformancePageQuery, type CompanyPerformancePageQueryType } from '../api/CompanyPerformancePageQuery';

type StoreRow = NonNullable<CompanyPerformancePageQueryType['response']['companyPerformance']>['stores'][number];

const ChartBox = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Change = styled.span<{ tone: 'up' | 'down' | 'none' }>`
  font-weight: 600;
  color: ${(p) => (p.tone === 'up' ? p.theme.colors.success : p.tone === 'down' ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

const HeaderTip = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: center;
`;

const money = (value: number) => <span data-value={value}>{formatCurrency(value)}</span>;

const COLUMNS: DataTableColumn<StoreRow>[] = [
  { id: 'rank', header: 'Posição', numeric: true, value: (row) => row.rank, cell: (row) => <span data-value={row.rank}>{`${row.rank}º`}</span> },
  { id: 'name', header: 'Loja', value: (row) => row.name, cell: (row) => <span data-unit={row.unitIdErp}>{row.name}</span> },
  { id: 'revenue', header: 'Faturamento', numeric: true, value: (row) => row.VAL_FATURAMENTO, cell: (row) => money(row.VAL_FATURAMENTO) },
  { id: 'share', header: 'Participação', numeric: true, value: (row) => row.PER_PARTICIPACAO, cell: (row) => <span data-value={row.PER_PARTICIPACAO}>{formatPercent(row.PER_PARTICIPACAO)}</span> },
  { id: 'tickets', header: 'Cupons', numeric: true, value: (row) => row.NUM_CUPONS, cell: (row) => <span data-value={row.NUM_CUPONS}>{formatNumber(row.NUM_CUPONS, 0)}</span> },
  { id: 'average', header: 'Ticket médio', numeric: true, value: (row) => row.VAL_TICKET_MEDIO, cell: (row) => money(row.VAL_TICKET_MEDIO) },
  {
    id: 'loyalty',
    header: '% fidelidade',
    numeric: true,
    value: (row) => row.PER_FATURAMENTO_FIDELIDADE,
    cell: (row) => <span data-value={row.PER_FATURAMENTO_FIDELIDADE}>{formatPercent(row.PER_FATURAMENTO_FIDELIDADE)}</span>,
  },
  { id: 'previous', header: 'Ano anterior', numeric: true, value: (row) => row.VAL_FATURAMENTO_DTA, cell: (row) => money(row.VAL_FATURAMENTO_DTA) },
  {
    id: 'change',
    header: 'Variação',
    numeric: true,
    value: (row) => shownChange(row.PER_FATURAMENTO_DTA, row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA),
    cell: (row) => {
      // no "-100 %" for a store without sales in the period (issue 14 §6)
      const change = shownChange(row.PER_FATURAMENTO_DTA, row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA);
      const gap = comparisonGap(row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA);
      const tone = change === null || change === undefined || Math.abs(change) < 0.05 ? 'none' : change > 0 ? 'up' : 'down';
      const arrow = tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : '';
      return (
        <Change tone={tone} data-value={change ?? ''}>
          {change === null ? <FormattedMessage id={gap === 'noData' ? 'metric.comparison.noData' : 'metric.comparison.noBase'} /> : `${arrow}${formatPercent(change)}`}
        </Change>
      );
    },
  },
];

function PerformanceContent() {
  const data = usePreloadedQuery<CompanyPerformancePageQueryType>(CompanyPerformancePageQuery, usePageQueryRef<CompanyPerformancePageQueryType>());
  const [search] = useSearchParams();
  const filters = useMemo(() => readSalesFilters(search, COMPANY_PERFORMANCE_DEFAULTS), [search]);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  const bar = <SalesFilterBar account={account} filters={filters} show={{ loyalty: true, personType: true }} />;
  if (!account.processing || !data.companyPerformance) {
    return (
      <>
        {bar}
        <NoProcessedSales />
      </>
    );
  }
  const { stores, hours } = data.companyPerformance;
  const chartStores = stores.filter((store) => store.VAL_FATURAMENTO > 0);
  return (
    <>
      {bar}
      <ChartBox aria-label="Faturamento por loja">
        <h2>Faturamento por loja</h2>
        {chartStores.length === 0 ? (
          <p>Nenhuma venda no período.</p>
        ) : (
          <Chart
            title="Faturamento por loja"
            kind="bar"
            horizontal
            height={Math.max(220, 48 + chartStores.length * 34)}
            categories={chartStores.map((store) => store.name)}
            formats={['currency']}
            series={[
              { name: 'Faturamento', data: chartStores.map((store) => store.VAL_FATURAMENTO) },
              { name: 'Ano anterior', data: chartStores.map((store) => store.VAL_FATURAMENTO_DTA) },
            ]}
          />
        )}
      </ChartBox>
      <DataTable
        title={
          <HeaderTip>
            Ranking das lojas
            <InfoTip
              label="Ranking das lojas"
              text="Lojas ordenadas pelo faturamento do período. Variação: (faturamento ÷ faturamento dos mesmos dias do ano anterior − 1) × 100. Participação: parte do faturamento da empresa no período."
            />
          </HeaderTip>
        }
        caption="Ranking das lojas"
        actions={<ExportTableButton table="empresa.desempenho" title="Ranking das lojas" filter={toSalesFilterInput(filters)} />}
        columns={COLUMNS}
        // stores without a sale in the period (an inactive store, one not open yet) are left out of the ranking (issue 14 §6)
        rows={stores.filter((row) => row.NUM_CUPONS > 0)}
        rowKey={(row) => row.unitIdErp}
        empty={{ title: 'Nenhuma venda no período', hint: 'Escolha outro período ou outras lojas nos filtros acima.' }}
      />
      <SalesHoursHeatmap
        cells={hours}
        title="Vendas por dia da semana e hora"
        actions={<ExportTableButton table="empresa.desempenho.horas" title="Vendas por dia da semana e hora" filter={toSalesFilterInput(filters)} />}
      />
    </>
  );
}

/** Empresa > Desempenho: the stores ranked by revenue against last year, and when the company sells. */
export function CompanyPerformancePage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Desempenho da empresa</h1>
        <p>Faturamento, cupons e fidelidade de cada loja, comparados com os mesmos dias do ano anterior.</p>
      </PageHeading>
      <Suspense fallback={<ReportSkeleton kpis={0} />}>
        <PerformanceContent />
      </Suspense>
    </PageContainer>
  );
}
