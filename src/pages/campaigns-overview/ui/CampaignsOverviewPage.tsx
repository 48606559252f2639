import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { exportHeaders } from '@/shared/config';
import { formatCurrency, formatDateTime, formatNumber } from '@/shared/lib';
import type { SalesFilterInput } from '@/shared/lib/sales-filters';
import { Badge, Button, Card, SelectField } from '@/shared/ui';
import { AnalyticsPage, ChartCard, EmptyState, KpiCard, KpiGrid, Section, SectionTitle } from '@/shared/ui/analytics-page';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { MultiSelect } from '@/shared/ui/multi-select';
import { campaignsOverviewPage, type CampaignsOverviewPageQueryType } from '../api/CampaignsOverviewPageQuery';
import { GROUP_PARAM, OVERVIEW_CHANNELS, OVERVIEW_PARAMS, writeList, type GroupParam, type OverviewScope } from '../model/scope';
import type { CampaignsOverviewPageProductsQuery } from './__generated__/CampaignsOverviewPageProductsQuery.graphql';

const productsQuery = graphql`
  query CampaignsOverviewPageProductsQuery($search: String, $skus: [ID!]) {
    metricsKpiProductOptions(search: $search, skus: $skus) {
      sku
      name
    }
  }
`;

/** The product filter: catalogue products searched as the person types (name, SKU or EAN), SKUs in the address. */
function ProductFilter({ scope, chosen, onChange }: { scope: OverviewScope; chosen: Answer['chosenProducts']; onChange: (skus: string[]) => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const label = (p: { sku: string; name: string }) => ({ value: p.sku, label: `${p.name} (${p.sku})` });
  const [options, setOptions] = useState(() => chosen.map(label));
  const [loading, setLoading] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (term: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setLoading(true);
      fetchQuery<CampaignsOverviewPageProductsQuery>(environment, productsQuery, { search: term, skus: scope.products }).subscribe({
        next: (data) => {
          setOptions(data.metricsKpiProductOptions.map(label));
          setLoading(false);
        },
        error: () => setLoading(false),
      });
    }, 250);
  };
  return (
    <MultiSelect
      label={t(intl, 'filter.products')}
      placeholder={t(intl, 'filter.productsPlaceholder')}
      options={options}
      value={scope.products}
      onChange={onChange}
      onSearch={search}
      loading={loading}
    />
  );
}

type Answer = CampaignsOverviewPageQueryType['response'];
type CampaignRow = Answer['campaigns']['rows'][number];
type ChannelRow = Answer['channels']['rows'][number];
type EvolutionRow = Answer['evolution']['rows'][number];

const t = (intl: IntlShape, id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id: `campaignsOverview.${id}` as never }, values as never) as string;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
    flex: 1 1 12rem;
    min-width: 0;
  }
  & > div:first-of-type {
    flex: 2 1 18rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** One figure with its formula in the tooltip and its full-precision value for tests. */
function Figure({ metric, label, tip, value, text, footer }: { metric: string; label: string; tip: string; value: number | null; text: string; footer?: ReactNode }) {
  return (
    <KpiCard aria-label={label}>
      <header>
        <h3>{label}</h3>
        <InfoTip label={label} text={tip} />
      </header>
      <p data-metric={metric} data-value={value === null ? '' : String(value)} title={text}>
        {text}
      </p>
      {footer ? <small>{footer}</small> : null}
    </KpiCard>
  );
}

const roiText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNumber(value));
const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatCurrency(value));
const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The results page of a campaign: any channel's route shows the whole campaign; push is "aplicativo". */
function resultsPath(row: CampaignRow): string {
  const channel = row.channels.find((c) => c === 'sms' || c === 'email' || c === 'push') ?? 'sms';
  return `/campanhas/${channel === 'push' ? 'aplicativo' : channel}/resultados/${row.key}`;
}

function FilterBar({ answer, scope }: { answer: Answer; scope: OverviewScope }) {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const campaignOptions = answer.options.rows.map((row) => ({ value: row.key, label: row.label }));
  const channelOptions = OVERVIEW_CHANNELS.map((channel) => ({ value: channel, label: t(intl, `channel.${channel}`) }));
  const setList = (key: string, values: readonly string[]) => setSearch((old) => writeList(old, key, values));
  return (
    <>
      {answer.viewer ? (
        <SalesFilterBar
          account={answer.viewer.account}
          filters={{ start: scope.start, end: scope.end, units: scope.units, granularity: 'MENSAL', loyalty: 'ALL', personType: null }}
          show={{ units: true }}
        />
      ) : null}
      <Filters aria-label={t(intl, 'filters')} onSubmit={(event) => event.preventDefault()}>
        <div>
          <MultiSelect
            label={t(intl, 'filter.campaigns')}
            placeholder={t(intl, 'filter.campaignsPlaceholder')}
            options={campaignOptions}
            value={scope.campaigns}
            onChange={(values) => setList(OVERVIEW_PARAMS.campaigns, values)}
          />
        </div>
        <div>
          <MultiSelect
            label={t(intl, 'filter.channels')}
            placeholder={t(intl, 'filter.channelsPlaceholder')}
            options={channelOptions}
            value={scope.channels}
            onChange={(values) => setList(OVERVIEW_PARAMS.channels, values)}
          />
        </div>
        <div>
          <ProductFilter scope={scope} chosen={answer.chosenProducts} onChange={(values) => setList(OVERVIEW_PARAMS.products, values)} />
        </div>
        <div>
          <SelectField
            label={t(intl, 'filter.groupBy')}
            value={scope.groupBy}
            onChange={(event) =>
              setSearch((old) => {
                const next = new URLSearchParams(old);
                next.set(OVERVIEW_PARAMS.groupBy, event.target.value);
                return next;
              })
            }
          >
            {(Object.keys(GROUP_PARAM) as GroupParam[]).map((key) => (
              <option key={key} value={key}>
                {t(intl, `groupBy.${key}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button
          variant="secondary"
          disabled={scope.campaigns.length === 0 && scope.channels.length === 0 && scope.products.length === 0}
          onClick={() => setSearch((old) => writeList(writeList(writeList(old, OVERVIEW_PARAMS.campaigns, []), OVERVIEW_PARAMS.channels, []), OVERVIEW_PARAMS.products, []))}
        >
          {t(intl, 'clear')}
        </Button>
      </Filters>
    </>
  );
}

function Totals({ totals }: { totals: Answer['campaigns']['totals'] }) {
  const intl = useIntl();
  const figure = (key: string, value: number | null, text: string, footer?: ReactNode) => (
    <Figure key={key} metric={key} label={t(intl, `kpi.${key}`)} tip={t(intl, `kpi.${key}.tip`)} value={value} text={text} footer={footer} />
  );
  return (
    <KpiGrid>
      {figure('campaigns', totals.campaigns, formatNumber(totals.campaigns))}
      {figure('count', totals.count, formatNumber(totals.count))}
      {figure('price', totals.price, formatCurrency(totals.price))}
      {figure('recipients', totals.recipients, formatNumber(totals.recipients))}
      {figure('revenue', totals.revenue, formatCurrency(totals.revenue))}
      {figure('roi', totals.roi ?? null, roiText(totals.roi))}
      <Figure
        metric="incremental_revenue"
        label={t(intl, 'kpi.incremental')}
        tip={t(intl, 'kpi.incremental.tip')}
        value={totals.incremental_revenue ?? null}
        text={money(totals.incremental_revenue)}
        footer={
          totals.incremental_revenue === null || totals.incremental_revenue === undefined
            ? t(intl, 'kpi.incremental.none')
            : t(intl, 'kpi.incremental.interval', { low: money(totals.incremental_revenue_low), high: money(totals.incremental_revenue_high), count: totals.holdout_campaigns })
        }
      />
    </KpiGrid>
  );
}

/** The figure columns every table shares, headed as in the exported file. */
function figureColumns<T extends { figures: Partial<Record<string, number | null>> }>(headers: Record<string, string>, keys: readonly string[]): DataTableColumn<T>[] {
  const moneyKeys = new Set(['price', 'revenue', 'incremental_revenue', 'incremental_revenue_low', 'incremental_revenue_high']);
  return keys.map((key) => ({
    id: key,
    header: headers[key],
    value: (row: T) => row.figures[key] ?? null,
    cell: (row: T) => {
      const value = row.figures[key] ?? null;
      if (key === 'roi') return roiText(value);
      return moneyKeys.has(key) ? money(value) : value === null ? '—' : formatNumber(value);
    },
    numeric: true,
  }));
}

function CampaignsTable({ answer, filter, scope }: { answer: Answer; filter: SalesFilterInput; scope: OverviewScope }) {
  const intl = useIntl();
  const headers = exportHeaders('campanhas.resultados-gerais') as Record<string, string>;
  const totals = answer.campaigns.totals;
  const columns: DataTableColumn<CampaignRow>[] = [
    {
      id: 'label',
      header: headers.label,
      value: (row) => row.label,
      cell: (row) => (
        <Link to={resultsPath(row)} aria-label={t(intl, 'openLabel', { title: row.label })}>
          {row.label}
        </Link>
      ),
    },
    { id: 'channels', header: headers.channels, value: (row) => row.channels.join(','), cell: (row) => row.channels.map((c) => t(intl, `channel.${c}`)).join(', ') },
    { id: 'first_send', header: headers.first_send, value: (row) => String(row.first_send ?? ''), cell: (row) => (row.first_send ? formatDateTime(String(row.first_send)) : '—') },
    {
      id: 'running',
      header: headers.running,
      value: (row) => (row.running ? 1 : 0),
      cell: (row) =>
        row.running ? (
          <Badge tone="brand" title={t(intl, 'status.runningTip', { end: day(row.window_end ?? '') })} data-running="true">
            {t(intl, 'status.running')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t(intl, 'status.done')}</Badge>
        ),
    },
    ...figureColumns<CampaignRow>(headers, ['count', 'price', 'recipients', 'clients', 'tickets', 'revenue', 'roi', 'incremental_revenue', 'incremental_revenue_low', 'incremental_revenue_high']),
  ];
  const cells: Record<string, ReactNode> = {
    count: formatNumber(totals.count),
    price: formatCurrency(totals.price),
    recipients: formatNumber(totals.recipients),
    clients: formatNumber(totals.clients ?? 0),
    tickets: formatNumber(totals.tickets ?? 0),
    revenue: formatCurrency(totals.revenue),
    roi: roiText(totals.roi),
    incremental_revenue: money(totals.incremental_revenue),
    incremental_revenue_low: money(totals.incremental_revenue_low),
    incremental_revenue_high: money(totals.incremental_revenue_high),
  };
  return (
    <DataTable
      caption={t(intl, 'campaigns.title')}
      title={<SectionTitle>{t(intl, 'campaigns.title')}</SectionTitle>}
      columns={columns}
      rows={answer.campaigns.rows}
      rowKey={(row) => row.key}
      rawValues
      address="campanhas_tabela"
      pageSize={25}
      initialSort={[{ id: 'first_send', desc: true }]}
      search={{ label: t(intl, 'campaigns.search'), searchText: (row) => row.label }}
      totals={{ label: t(intl, 'total'), cells }}
      empty={{ title: t(intl, 'empty'), hint: t(intl, 'emptyHint') }}
      actions={<ExportTableButton table="campanhas.resultados-gerais" title={t(intl, 'campaigns.exportTitle')} filter={filter} params={exportParams(scope)} disabled={answer.campaigns.rows.length === 0} />}
    />
  );
}

/** The page's own filters as the export job carries them (the sales filter holds the period and stores). */
function exportParams(scope: OverviewScope, groupBy?: GroupParam): Record<string, string> {
  return {
    ...(scope.campaigns.length ? { campanhas: scope.campaigns.join(',') } : {}),
    ...(scope.channels.length ? { canais: scope.channels.join(',') } : {}),
    ...(scope.products.length ? { produtos: scope.products.join(',') } : {}),
    ...(groupBy ? { agrupar: groupBy } : {}),
  };
}

function Channels({ answer, filter, scope }: { answer: Answer; filter: SalesFilterInput; scope: OverviewScope }) {
  const intl = useIntl();
  const headers = exportHeaders('campanhas.resultados-gerais.agrupado') as Record<string, string>;
  const rows = answer.channels.rows;
  const name = (channel: string) => t(intl, `channel.${channel}`);
  const columns: DataTableColumn<ChannelRow>[] = [
    { id: 'label', header: t(intl, 'groupBy.canal'), value: (row) => name(row.key), cell: (row) => name(row.key) },
    { id: 'campaigns', header: headers.campaigns, value: (row) => row.figures.campaigns, cell: (row) => formatNumber(row.figures.campaigns), numeric: true },
    ...figureColumns<ChannelRow>(headers, ['count', 'price', 'recipients', 'revenue', 'roi']),
  ];
  return (
    <Section aria-label={t(intl, 'channels.title')}>
      <ChartCard
        heading={t(intl, 'channels.chart')}
        note={t(intl, 'channels.note')}
        kind="bar"
        categories={rows.map((row) => name(row.key))}
        series={[
          { name: headers.revenue, data: rows.map((row) => row.figures.revenue) },
          { name: headers.price, data: rows.map((row) => row.figures.price) },
        ]}
        formats={['currency']}
        empty={rows.length === 0 ? t(intl, 'emptyHint') : undefined}
      />
      <DataTable
        caption={t(intl, 'channels.title')}
        title={<SectionTitle>{t(intl, 'channels.title')}</SectionTitle>}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rawValues
        empty={{ title: t(intl, 'empty'), hint: t(intl, 'emptyHint') }}
        actions={<ExportTableButton table="campanhas.resultados-gerais.agrupado" title={t(intl, 'channels.exportTitle')} filter={filter} params={exportParams(scope, 'canal')} disabled={rows.length === 0} />}
      />
    </Section>
  );
}

function Evolution({ answer, filter, scope }: { answer: Answer; filter: SalesFilterInput; scope: OverviewScope }) {
  const intl = useIntl();
  const headers = exportHeaders('campanhas.resultados-gerais.agrupado') as Record<string, string>;
  const rows = answer.evolution.rows;
  const groupBy = answer.evolution.groupBy;
  const label = (row: EvolutionRow) =>
    groupBy === 'CHANNEL' ? t(intl, `channel.${row.key}`) : groupBy === 'MONTH' ? `${row.key.slice(5, 7)}/${row.key.slice(0, 4)}` : groupBy === 'CAMPAIGN' ? row.label : day(row.key);
  const columns: DataTableColumn<EvolutionRow>[] = [
    { id: 'label', header: t(intl, `groupBy.${scope.groupBy}`), value: (row) => row.key, cell: label },
    { id: 'campaigns', header: headers.campaigns, value: (row) => row.figures.campaigns, cell: (row) => formatNumber(row.figures.campaigns), numeric: true },
    ...figureColumns<EvolutionRow>(headers, ['count', 'price', 'recipients', 'clients', 'tickets', 'revenue', 'roi', 'incremental_revenue']),
  ];
  return (
    <Section aria-label={t(intl, 'evolution.title')}>
      <ChartCard
        heading={t(intl, 'evolution.chart')}
        note={t(intl, 'evolution.note')}
        kind="mixed"
        categories={rows.map(label)}
        series={[
          { name: headers.revenue, type: 'column', data: rows.map((row) => row.figures.revenue) },
          { name: headers.count, type: 'line', data: rows.map((row) => row.figures.count) },
        ]}
        formats={['currency', 'number']}
        empty={rows.length === 0 ? t(intl, 'emptyHint') : undefined}
      />
      <DataTable
        caption={t(intl, 'evolution.title')}
        title={<SectionTitle>{t(intl, 'evolution.title')}</SectionTitle>}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rawValues
        address="evolucao"
        pageSize={25}
        empty={{ title: t(intl, 'empty'), hint: t(intl, 'emptyHint') }}
        actions={
          <ExportTableButton table="campanhas.resultados-gerais.agrupado" title={t(intl, 'evolution.exportTitle')} filter={filter} params={exportParams(scope, scope.groupBy)} disabled={rows.length === 0} />
        }
      />
    </Section>
  );
}

function Overview() {
  const intl = useIntl();
  const answer = usePageQuery(campaignsOverviewPage);
  const scope = usePageScope(campaignsOverviewPage);
  const filter: SalesFilterInput = { start: scope.start, end: scope.end, units: scope.units.length ? scope.units : null, loyalty: 'ALL', personType: null };
  const totals = answer.campaigns.totals;
  return (
    <>
      <FilterBar answer={answer} scope={scope} />
      {totals.campaigns === 0 ? <EmptyState title={t(intl, 'empty')} hint={t(intl, 'emptyHint')} /> : null}
      {totals.running > 0 ? <Note role="note">{t(intl, 'runningNote', { count: totals.running })}</Note> : null}
      {scope.products.length > 0 ? <Note role="note">{t(intl, 'productsNote', { count: scope.products.length })}</Note> : null}
      <Totals totals={totals} />
      <CampaignsTable answer={answer} filter={filter} scope={scope} />
      <Channels answer={answer} filter={filter} scope={scope} />
      <Evolution answer={answer} filter={filter} scope={scope} />
    </>
  );
}

/** Resultados gerais: every campaign first sent in the period, measured like its results page, with totals, channels and evolution. */
export function CampaignsOverviewPage() {
  return (
    <AnalyticsPage texts="campaignsOverview" skeleton={{ filters: true, kpis: 7 }}>
      <Overview />
    </AnalyticsPage>
  );
}
