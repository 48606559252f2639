import styled from '@emotion/styled';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { InfoTip } from '@/entities/metric';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { Badge, Card, Spinner, Table, TableScroll } from '@/shared/ui';
import { AnalyticsPage, ChartCard, EmptyState, ErrorState, KpiCard } from '@/shared/ui/analytics-page';
import { PriceRangeAnalysisPageQuery, priceRangeAnalysisPage } from '../api/PriceRangeAnalysisPageQuery';
import type { PriceRangeAnalysisPageQuery$data } from '../api/__generated__/PriceRangeAnalysisPageQuery.graphql';
import type { PriceRangeAnalysisPageStatusSubscription } from './__generated__/PriceRangeAnalysisPageStatusSubscription.graphql';

// Status changes of the account's analyses: this one's row updates in the store (by id).
const statusSubscription = graphql`
  subscription PriceRangeAnalysisPageStatusSubscription {
    priceRangesAnalyticsStatus {
      id
      status
      error
      finishedAt
    }
  }
`;

type Analysis = NonNullable<PriceRangeAnalysisPageQuery$data['priceRangesAnalytic']>;
type Range = NonNullable<PriceRangeAnalysisPageQuery$data['priceRangesAnalytics']>['price_ranges'][number];

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const STATUS_TONE = { DONE: 'success', RUNNING: 'brand', QUEUED: 'neutral', FAILED: 'neutral' } as const;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Summary = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(6)};
  padding: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  dl {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Kpis = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const TableCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
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

/** Narrow figure columns: the headers wrap instead of pushing the table past the screen. */
const RangesScroll = styled(TableScroll)`
  thead th {
    white-space: normal;
    vertical-align: bottom;
    min-width: 84px;
  }
`;

const Num = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Waiting = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
`;

/** The figures of the ranges table: column id, its value and its format. */
const RANGE_COLUMNS = [
  ['referenceUnique', (r: Range) => r.reference.unique, 'count'],
  ['unique', (r: Range) => r.unique, 'count'],
  ['percentile20', (r: Range) => r.percentile20, 'money'],
  ['percentile50', (r: Range) => r.percentile50, 'money'],
  ['percentile80', (r: Range) => r.percentile80, 'money'],
  ['minPrice', (r: Range) => r.minPrice, 'money'],
  ['maxPrice', (r: Range) => r.maxPrice, 'money'],
  ['upsell', (r: Range) => r.upsell, 'count'],
  ['downsell', (r: Range) => r.downsell, 'count'],
  ['stayed', (r: Range) => r.stayed, 'count'],
  ['new', (r: Range) => r.new, 'count'],
  ['lost', (r: Range) => r.lost, 'count'],
] as const;

const show = (value: number | null | undefined, format: 'count' | 'money') => (value == null ? "—" : format === 'money' ? formatCurrency(value) : formatNumber(value, 0));

/** "até R$ 20,00", "de R$ 20,00 a R$ 35,50", "acima de R$ 35,50". */
function boundsText(intl: ReturnType<typeof useIntl>, range: Range): string {
  if (range.lowerBound === null && range.upperBound === null) return intl.formatMessage({ id: 'priceRangeAnalysis.boundsAll' });
  if (range.lowerBound === null) return intl.formatMessage({ id: 'priceRangeAnalysis.boundsUpTo' }, { to: formatCurrency(range.upperBound) });
  if (range.upperBound === null) return intl.formatMessage({ id: 'priceRangeAnalysis.boundsAbove' }, { from: formatCurrency(range.lowerBound) });
  return intl.formatMessage({ id: 'priceRangeAnalysis.boundsBetween' }, { from: formatCurrency(range.lowerBound), to: formatCurrency(range.upperBound) });
}

function RangesTable({ analysis, ranges }: { analysis: Analysis; ranges: readonly Range[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const caption = t('priceRangeAnalysis.tableTitle');
  const header = (column: string) => t(`priceRangeAnalysis.col.${column}` as MessageId);
  return (
    <TableCard as="section" aria-label={caption}>
      <header>
        <h2>{caption}</h2>
        <ExportTableButton
          table="produtos.faixas-precos.analise"
          title={caption}
          filter={{ start: analysis.filters.analyzedStart, end: analysis.filters.analyzedEnd, units: null, loyalty: 'ALL', personType: null }}
          params={{ id: analysis._id }}
        />
      </header>
      <p>{t('priceRangeAnalysis.tableNote')}</p>
      <RangesScroll tabIndex={0} role="region" aria-label={caption}>
        <Table aria-label={caption} stacked>
          <thead>
            <tr>
              <th scope="col">
                <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                  {header('range')}
                  <InfoTip label={header('range')} text={t('priceRangeAnalysis.tip.range')} />
                </span>
              </th>
              {RANGE_COLUMNS.map(([column]) => (
                <th key={column} scope="col" style={{ textAlign: 'right' }}>
                  <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                    {header(column)}
                    <InfoTip label={header(column)} text={t(`priceRangeAnalysis.tip.${column}` as MessageId)} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranges.map((range) => (
              <tr key={range.index} data-range={range.index}>
                <th scope="row" data-label={header('range')} style={{ textAlign: 'left', whiteSpace: 'nowrap' }}>
                  {intl.formatMessage({ id: 'priceRangeAnalysis.rangeName' }, { index: range.index })}
                  <span style={{ display: 'block', fontWeight: 400, fontSize: '0.8em' }} data-metric="LIMITES_FAIXA" data-value={`${range.lowerBound ?? ''};${range.upperBound ?? ''}`}>
                    {boundsText(intl, range)}
                  </span>
                </th>
                {RANGE_COLUMNS.map(([column, value, format]) => (
                  <Num key={column} data-label={header(column)} data-metric={column} data-value={value(range) ?? ''}>
                    {show(value(range), format)}
                  </Num>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </RangesScroll>
    </TableCard>
  );
}

function Moves({ totals }: { totals: NonNullable<PriceRangeAnalysisPageQuery$data['priceRangesAnalytics']>['totals'] }) {
  const intl = useIntl();
  const cards = [
    ['referenceClients', totals.referenceClients],
    ['analyzedClients', totals.analyzedClients],
    ['upsell', totals.upsell],
    ['downsell', totals.downsell],
    ['stayed', totals.stayed],
    ['new', totals.new],
    ['lost', totals.lost],
  ] as const;
  return (
    <Kpis role="list" aria-label={intl.formatMessage({ id: 'priceRangeAnalysis.movesTitle' })}>
      {cards.map(([key, value]) => {
        const label = intl.formatMessage({ id: `priceRangeAnalysis.kpi.${key}` as MessageId });
        return (
          <KpiCard key={key} role="listitem" aria-label={label}>
            <header>
              <h3>{label}</h3>
              <InfoTip label={label} text={intl.formatMessage({ id: `priceRangeAnalysis.kpiTip.${key}` as MessageId })} />
            </header>
            <p data-metric={`total.${key}`} data-value={value}>
              {formatNumber(value, 0)}
            </p>
          </KpiCard>
        );
      })}
    </Kpis>
  );
}

function Histogram({ histogram }: { histogram: NonNullable<PriceRangeAnalysisPageQuery$data['priceRangesHistogram']> }) {
  const intl = useIntl();
  if (histogram.bins.length === 0) return null;
  return (
    <ChartCard
      heading={intl.formatMessage({ id: 'priceRangeAnalysis.histogram' })}
      note={intl.formatMessage(
        { id: 'priceRangeAnalysis.histogramNote' },
        { cuts: histogram.cutPoints.map((cut) => formatCurrency(cut)).join(' · ') || '—' },
      )}
      kind="bar"
      height={320}
      categories={histogram.bins.map((bin) => `${formatCurrency(bin.from)}–${formatCurrency(bin.to)}`)}
      series={[
        { name: intl.formatMessage({ id: 'priceRangeAnalysis.referencePeriod' }), data: histogram.bins.map((bin) => bin.referenceQuantity) },
        { name: intl.formatMessage({ id: 'priceRangeAnalysis.analyzedPeriod' }), data: histogram.bins.map((bin) => bin.analyzedQuantity) },
      ]}
      formats={['number']}
    />
  );
}

function ProductsWithoutSales({ products }: { products: NonNullable<PriceRangeAnalysisPageQuery$data['priceRangesProductsWithoutSales']> }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const caption = t('priceRangeAnalysis.withoutSales');
  return (
    <TableCard as="section" aria-label={caption}>
      <header>
        <h2>
          <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            {caption}
            <InfoTip label={caption} text={t('priceRangeAnalysis.withoutSalesTip')} />
          </span>
        </h2>
      </header>
      {products.length === 0 ? (
        <p data-metric="NUM_PRODUTOS_SEM_VENDA" data-value={0}>
          {t('priceRangeAnalysis.withoutSalesNone')}
        </p>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={caption}>
          <Table aria-label={caption} stacked data-metric="NUM_PRODUTOS_SEM_VENDA" data-value={products.length}>
            <thead>
              <tr>
                <th scope="col">{t('priceRangeAnalysis.col.product')}</th>
                <th scope="col">{t('priceRangeAnalysis.col.sku')}</th>
                <th scope="col">{t('priceRangeAnalysis.referencePeriod')}</th>
                <th scope="col">{t('priceRangeAnalysis.analyzedPeriod')}</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.sku} data-sku={product.sku}>
                  <td data-label={t('priceRangeAnalysis.col.product')}>{product.name}</td>
                  <td data-label={t('priceRangeAnalysis.col.sku')}>{product.sku}</td>
                  <td data-label={t('priceRangeAnalysis.referencePeriod')}>{t(product.soldInReference ? 'priceRangeAnalysis.sold' : 'priceRangeAnalysis.notSold')}</td>
                  <td data-label={t('priceRangeAnalysis.analyzedPeriod')}>{t(product.soldInAnalyzed ? 'priceRangeAnalysis.sold' : 'priceRangeAnalysis.notSold')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </TableCard>
  );
}

/** While an analysis is queued or running, how often the page asks its status again (besides the subscription). */
const STATUS_POLL_MS = 3000;

function PriceRangeAnalysisContent() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = usePageQuery(priceRangeAnalysisPage);
  const scope = usePageScope(priceRangeAnalysisPage);
  const analysis = data.priceRangesAnalytic;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useSubscription<PriceRangeAnalysisPageStatusSubscription>(
    useMemo<GraphQLSubscriptionConfig<PriceRangeAnalysisPageStatusSubscription>>(() => ({ subscription: statusSubscription, variables: {}, onError: () => undefined }), []),
  );
  // once the computation ends, the figures come from the server (the subscription carries the status only)
  const status = analysis?.status;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if ((status === 'DONE' || status === 'FAILED') && !data.priceRangesAnalytics && asked.current !== status) {
      asked.current = status;
      fetchQuery(environment, PriceRangeAnalysisPageQuery, { id: scope.id }, { fetchPolicy: 'network-only' }).subscribe({});
    }
  }, [status, data.priceRangesAnalytics, environment, scope.id]);

  // The status event of a job that ends before the subscription is connected is never seen (a small
  // analysis takes ~100 ms): while it is queued or running the page also asks again every few seconds.
  useEffect(() => {
    if (status !== 'QUEUED' && status !== 'RUNNING') return undefined;
    const timer = setInterval(() => {
      fetchQuery(environment, PriceRangeAnalysisPageQuery, { id: scope.id }, { fetchPolicy: 'network-only' }).subscribe({});
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [status, environment, scope.id]);

  if (!analysis) {
    return <EmptyState title={t('priceRangeAnalysis.notFound')} hint={t('priceRangeAnalysis.notFoundHint')} action={<Link to="/produtos/faixas-precos">{t('priceRangeAnalysis.back')}</Link>} />;
  }
  const { filters } = analysis;
  return (
    <Stack>
      <Summary as="section" aria-label={t('priceRangeAnalysis.summary')}>
        <dl>
          <dt>{t('priceRangeAnalysis.status')}</dt>
          <dd>
            <Badge tone={STATUS_TONE[analysis.status as keyof typeof STATUS_TONE] ?? 'neutral'} role="status" data-status={analysis.status}>
              {t(`priceRangeAnalysis.status.${analysis.status}` as MessageId)}
            </Badge>
          </dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.referencePeriod')}</dt>
          <dd>{`${brDate(filters.referenceStart)} a ${brDate(filters.referenceEnd)}`}</dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.analyzedPeriod')}</dt>
          <dd>{`${brDate(filters.analyzedStart)} a ${brDate(filters.analyzedEnd)}`}</dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.products')}</dt>
          <dd data-metric="products_count" data-value={analysis.products_count}>
            {formatNumber(analysis.products_count, 0)}
          </dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.ranges')}</dt>
          <dd data-metric="ranges_count" data-value={analysis.ranges_count}>
            {formatNumber(analysis.ranges_count, 0)}
          </dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.stores')}</dt>
          <dd>{filters.units.length ? t('priceRangeAnalysis.storeCount', { count: filters.units.length }) : t('priceRangeAnalysis.allStores')}</dd>
        </dl>
        <dl>
          <dt>{t('priceRangeAnalysis.created')}</dt>
          <dd>
            {formatDisplayDateTime(analysis.createdAt, DATE_TIME_MINUTES_FORMAT)}
            {analysis.createdBy ? ` · ${analysis.createdBy}` : ''}
          </dd>
        </dl>
      </Summary>
      {analysis.status === 'QUEUED' || analysis.status === 'RUNNING' ? (
        <Waiting aria-live="polite">
          <Spinner label={t(`priceRangeAnalysis.waiting.${analysis.status}` as MessageId)} />
          <span>{t(`priceRangeAnalysis.waiting.${analysis.status}` as MessageId)}</span>
        </Waiting>
      ) : analysis.status === 'FAILED' ? (
        <ErrorState title={t('priceRangeAnalysis.failed')} hint={analysis.error ?? t('priceRangeAnalysis.failedHint')} />
      ) : !data.priceRangesAnalytics ? (
        <Waiting aria-live="polite">
          <Spinner label={t('priceRangeAnalysis.loadingResult')} />
        </Waiting>
      ) : (
        <>
          <p>{t('priceRangeAnalysis.definition')}</p>
          {data.priceRangesAnalytics.price_ranges.length === 0 ? (
            <EmptyState title={t('priceRangeAnalysis.noClients')} hint={t('priceRangeAnalysis.noClientsHint')} />
          ) : (
            <>
              <Moves totals={data.priceRangesAnalytics.totals} />
              <RangesTable analysis={analysis} ranges={data.priceRangesAnalytics.price_ranges} />
              {data.priceRangesHistogram && <Histogram histogram={data.priceRangesHistogram} />}
            </>
          )}
          {data.priceRangesProductsWithoutSales && <ProductsWithoutSales products={data.priceRangesProductsWithoutSales} />}
        </>
      )}
    </Stack>
  );
}

function AnalysisTitle() {
  const data = usePageQuery(priceRangeAnalysisPage);
  return <>{data.priceRangesAnalytic?.name}</>;
}

/** Análise de faixas de preços: its status while it is computed, then the ranges, the moves, the histogram. */
export function PriceRangeAnalysisPage() {
  const intl = useIntl();
  return (
    <AnalyticsPage
      texts="priceRangeAnalysis"
      back={<Link to="/produtos/faixas-precos">{intl.formatMessage({ id: 'priceRangeAnalysis.back' })}</Link>}
      skeleton={{ kpis: 4, blocks: [320, 320] }}
    >
      <h2 style={{ margin: 0 }}>
        <AnalysisTitle />
      </h2>
      <PriceRangeAnalysisContent />
    </AnalyticsPage>
  );
}
