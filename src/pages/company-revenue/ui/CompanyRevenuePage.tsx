import { FormattedMessage } from 'react-intl';
import { Suspense, useCallback, useMemo } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { KpiCard, KpiGrid, type MetricField, comparisonGap, shownChange, type ComparisonGap } from '@/entities/metric';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { readSalesFilters, toSalesFilterInput, type SalesFilters } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { NoProcessedSales, ReportSkeleton, RevenueChart, RevenueTable } from '@/widgets/revenue-report';
import { COMPANY_REVENUE_DEFAULTS, CompanyRevenuePageQuery, type CompanyRevenuePageQueryType } from '../api/CompanyRevenuePageQuery';


/** What the change card says when it has no figure. */
const gapText = (gap: ComparisonGap) => (gap ? <FormattedMessage id={gap === 'noData' ? 'metric.comparison.noData' : 'metric.comparison.noBase'} /> : undefined);

const KPIS: MetricField[] = [
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
  'NUM_ITENS',
  'VAL_ITENS_NA_CESTA',
  'PER_FATURAMENTO_FIDELIDADE',
  'VAL_FATURAMENTO_DTA',
  'PER_FATURAMENTO_DTA',
];

const GRANULARITY_TITLE: Record<SalesFilters['granularity'], string> = {
  DIARIO: 'dia',
  SEMANAL: 'semana',
  MENSAL: 'mês',
  ANUAL: 'ano',
};

function CompanyRevenueContent({ filters }: { filters: SalesFilters }) {
  const data = usePreloadedQuery<CompanyRevenuePageQueryType>(CompanyRevenuePageQuery, usePageQueryRef<CompanyRevenuePageQueryType>());
  const [search] = useSearchParams();
  // a month links to its days, keeping the filters (the daily page reads stores, loyalty and person type)
  const linkFor = useCallback(
    (period: string) => (filters.granularity === 'MENSAL' ? `/empresa/faturamento/diario/${period.slice(0, 7)}?${search.toString()}` : null),
    [filters.granularity, search],
  );
  if (!data.viewer) return null;
  const { account } = data.viewer;
  const bar = <SalesFilterBar account={account} filters={filters} show={{ granularity: true, loyalty: true, personType: true }} />;
  if (!account.processing || !data.dashboardMetrics || !data.revenueSeries || !data.comparison) {
    return (
      <>
        {bar}
        <NoProcessedSales />
      </>
    );
  }
  const metrics = data.dashboardMetrics;
  const per = GRANULARITY_TITLE[filters.granularity];
  return (
    <>
      {bar}
      <KpiGrid aria-label="Indicadores do período">
        {KPIS.map((metric) => (
          metric === 'PER_FATURAMENTO_DTA' ? (
            // no "-100,0 %" for a period without sales, and the reason instead of a bare dash (issue 14 §6)
            <KpiCard
              key={metric}
              metric={metric}
              value={shownChange(metrics.PER_FATURAMENTO_DTA, metrics.VAL_FATURAMENTO, metrics.VAL_FATURAMENTO_DTA)}
              footer={gapText(comparisonGap(metrics.VAL_FATURAMENTO, metrics.VAL_FATURAMENTO_DTA))}
            />
          ) : (
            <KpiCard key={metric} metric={metric} value={metrics[metric as keyof typeof metrics] as number | null} />
          )
        ))}
      </KpiGrid>
      <RevenueChart
        points={data.revenueSeries}
        comparison={data.comparison}
        granularity={filters.granularity}
        start={filters.start}
        end={filters.end}
        title={`Faturamento por ${per}`}
      />
      <RevenueTable
        points={data.revenueSeries}
        granularity={filters.granularity}
        start={filters.start}
        end={filters.end}
        title={`Faturamento por ${per}`}
        linkFor={filters.granularity === 'MENSAL' ? linkFor : undefined}
        actions={
          <ExportTableButton
            table="empresa.faturamento"
            title={`Faturamento por ${per}`}
            filter={toSalesFilterInput(filters)}
            params={{ granularity: filters.granularity }}
          />
        }
      />
    </>
  );
}

/** Empresa > Faturamento: revenue KPIs, the revenue per bucket against last year, and the table. */
export function CompanyRevenuePage() {
  const [search] = useSearchParams();
  const filters = useMemo(() => readSalesFilters(search, COMPANY_REVENUE_DEFAULTS), [search]);
  return (
    <PageContainer>
      <PageHeading>
        <h1>Faturamento</h1>
        <p>Faturamento, cupons e ticket médio da empresa por período, comparados com o ano anterior.</p>
      </PageHeading>
      <Suspense fallback={<ReportSkeleton />}>
        <CompanyRevenueContent filters={filters} />
      </Suspense>
    </PageContainer>
  );
}
