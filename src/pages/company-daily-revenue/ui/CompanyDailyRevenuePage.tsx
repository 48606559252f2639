import { FormattedMessage } from 'react-intl';
import styled from '@emotion/styled';
import { Suspense, useMemo } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { KpiCard, KpiGrid, type MetricField, comparisonGap, shownChange, type ComparisonGap } from '@/entities/metric';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { formatDay, toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Alert, PageContainer, PageHeading } from '@/shared/ui';
import { monthTitle, NoProcessedSales, ReportSkeleton, RevenueChart, RevenueTable } from '@/widgets/revenue-report';
import { CompanyDailyRevenuePageQuery, dailyScope, type CompanyDailyRevenuePageQueryType, type DailyScope } from '../api/CompanyDailyRevenuePageQuery';


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

const LOYALTY_TEXT = { ALL: 'todos os cupons', LOYALTY: 'só fidelidade', NON_LOYALTY: 'só não fidelidade' } as const;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Scope = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

function shiftMonth(month: string, by: number): string {
  const value = new Date(`${month}-01T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() + by);
  return value.toISOString().slice(0, 7);
}

function DailyContent({ scope }: { scope: DailyScope }) {
  const data = usePreloadedQuery<CompanyDailyRevenuePageQueryType>(CompanyDailyRevenuePageQuery, usePageQueryRef<CompanyDailyRevenuePageQueryType>());
  if (!data.viewer) return null;
  const { account } = data.viewer;
  if (!account.processing || !data.dashboardMetrics || !data.revenueSeries || !data.comparison) return <NoProcessedSales />;
  const { filters } = scope;
  const names = new Map((account.units.edges ?? []).map((edge) => [edge.node.id_erp, edge.node.name]));
  const stores = filters.units.length ? filters.units.map((id) => names.get(id) ?? `Loja ${id}`).join(', ') : 'Todas as lojas';
  const person = filters.personType === 'F' ? ' · pessoa física' : filters.personType === 'J' ? ' · pessoa jurídica' : '';
  const metrics = data.dashboardMetrics;
  return (
    <>
      <Scope aria-live="polite">{`Mostrando ${formatDay(filters.start)} a ${formatDay(filters.end)} · ${stores} · ${LOYALTY_TEXT[filters.loyalty]}${person}`}</Scope>
      <KpiGrid aria-label="Indicadores do mês">
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
        granularity="DIARIO"
        start={filters.start}
        end={filters.end}
        title="Faturamento por dia"
      />
      <RevenueTable
        points={data.revenueSeries}
        granularity="DIARIO"
        start={filters.start}
        end={filters.end}
        title="Faturamento por dia"
        actions={<ExportTableButton table="empresa.faturamento.diario" title="Faturamento por dia" filter={toSalesFilterInput(filters)} />}
      />
    </>
  );
}

/** Empresa > Faturamento > one month: the month's KPIs and its days (reached from a month row). */
export function CompanyDailyRevenuePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const scope = useMemo(() => dailyScope(params, search), [params, search]);
  const query = search.toString() ? `?${search.toString()}` : '';
  const back = <Link to={`/empresa/faturamento${query}`}>← Voltar para Faturamento</Link>;
  if (!scope.month) {
    return (
      <PageContainer>
        <PageHeading>
          <h1>Faturamento diário</h1>
        </PageHeading>
        <Alert>{`O mês "${params.mes ?? ''}" não é válido. Use o formato AAAA-MM, por exemplo 2026-03.`}</Alert>
        <Nav aria-label="Navegação do faturamento">{back}</Nav>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading>
        <h1>{`Faturamento diário de ${monthTitle(scope.month)}`}</h1>
        <p>Os dias do mês com os filtros de lojas e clientes do Faturamento.</p>
      </PageHeading>
      <Nav aria-label="Navegação do faturamento">
        {back}
        <Link to={`/empresa/faturamento/diario/${shiftMonth(scope.month, -1)}${query}`}>Mês anterior</Link>
        <Link to={`/empresa/faturamento/diario/${shiftMonth(scope.month, 1)}${query}`}>Próximo mês</Link>
      </Nav>
      <Suspense fallback={<ReportSkeleton />}>
        <DailyContent scope={scope} />
      </Suspense>
    </PageContainer>
  );
}
